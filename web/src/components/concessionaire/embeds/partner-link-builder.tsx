'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { partnerLinkPath } from '../../../booking/partner-link';
import type { ManagedMapEmbed, StayKind } from '../../../http/api-schema';
import { FormField } from '../../forms/form-field';
import { SelectField } from '../../forms/select-field';
import type { EmbedBay } from './embed-scope';

// A partner's plain link to one bay (issue 27 item 5), for a page or a newsletter without the
// map: the bay page opens with the stay chosen and the booking is credited to this embed. Past
// or wrong dates in a link are dropped by the bay page, so the link stays usable for ever.

type Props = { embed: ManagedMapEmbed; origin: string; linkBays: readonly EmbedBay[] };

export function PartnerLinkBuilder({ embed, origin, linkBays }: Props) {
  const t = useTranslations('PartnerLink');
  const shown = embed.settings.bay_ids;
  // An area embed (no bays chosen) shows every bay, so any of the scope's may be linked.
  const bays = linkBays.filter((bay) => shown.length === 0 || shown.includes(bay.bay_id));
  const [slug, setSlug] = useState('');
  const [kind, setKind] = useState<StayKind>('night');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [copied, setCopied] = useState(false);
  const chosen = slug !== '' ? slug : (bays[0]?.slug ?? '');
  const id = `partner-link-${embed.id}`;
  if (chosen === '') return null;
  const link = `${origin}/${embed.settings.locale}${partnerLinkPath({ slug: chosen, embedId: embed.id, kind, from, to })}`;
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setCopied(false);
  };

  async function copy() {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  }

  return (
    <fieldset className="partner-link">
      <legend className="field__label">{t('title')}</legend>
      <p className="field__hint">{t('lead')}</p>
      <div className="partner-link__fields">
        <SelectField
          id={`${id}-bay`}
          label={t('bay')}
          placeholder={t('bay')}
          value={chosen}
          options={bays.map((bay) => ({ value: bay.slug, label: bay.name }))}
          error={undefined}
          onChange={change(setSlug)}
        />
        <SelectField<StayKind>
          id={`${id}-kind`}
          label={t('kind')}
          placeholder={t('kind')}
          value={kind}
          options={[
            { value: 'night', label: t('night') },
            { value: 'day', label: t('day') },
          ]}
          error={undefined}
          onChange={(value) => {
            setKind(value);
            setCopied(false);
          }}
        />
        <FormField
          id={`${id}-from`}
          type="date"
          label={kind === 'night' ? t('arrival') : t('dayDate')}
          value={from}
          error={undefined}
          required={false}
          autoComplete="off"
          maxLength={10}
          onChange={change(setFrom)}
        />
        {kind === 'night' ? (
          <FormField
            id={`${id}-to`}
            type="date"
            label={t('departure')}
            value={to}
            error={undefined}
            required={false}
            autoComplete="off"
            maxLength={10}
            onChange={change(setTo)}
          />
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-url`}>
          {t('link')}
        </label>
        <input id={`${id}-url`} className="field__input partner-link__url" readOnly value={link} />
      </div>
      <p role="status">{copied ? t('copied') : null}</p>
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        {t('copy')}
      </button>
    </fieldset>
  );
}
