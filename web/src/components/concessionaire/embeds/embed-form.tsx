'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { ManagedMapEmbed } from '../../../http/api-schema';
import { LOCALES } from '../../../i18n/locales';
import { useAuthErrorMessage } from '../../auth/auth-messages';
import { FormAlert } from '../../auth/form-alert';
import { FormField } from '../../forms/form-field';
import { SelectField } from '../../forms/select-field';
import { EmbedBaysField } from './embed-bays-field';
import { FIELD_OF_CODE, settingsOf, type EmbedDraft, type EmbedField } from './embed-draft';
import type { EmbedScope } from './embed-scope';
import { createEmbed, updateEmbed } from './embeds-api';

type Props = {
  /** The embed being changed, or null for a new one. */
  embed: ManagedMapEmbed | null;
  scope: EmbedScope;
  initial: EmbedDraft;
  onSaved: (embed: ManagedMapEmbed) => void;
  onCancel: () => void;
};

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale.code, label: locale.displayName }));

// The map's opening view, typed as numbers; the server's refusal of it shows under the zoom.
const VIEW_FIELDS = [
  ['lat', 'latitude', 20],
  ['lon', 'longitude', 20],
  ['zoom', 'zoom', 5],
] as const;

// Creates or changes one embed; the server's refusal is shown under the field it is about.
export function EmbedForm({ embed, scope, initial, onSaved, onCancel }: Props) {
  const t = useTranslations('EmbedsPage');
  const api = useApiClient();
  const message = useAuthErrorMessage();
  const [draft, setDraft] = useState(initial);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const field: EmbedField | undefined = error === null ? undefined : FIELD_OF_CODE[error.code];
  const errorOf = (name: EmbedField) => (error !== null && field === name ? message(error) : undefined);
  const change = (part: Partial<EmbedDraft>) => setDraft({ ...draft, ...part });
  const prefix = embed === null ? 'embed-new' : `embed-${embed.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    const settings = settingsOf(draft);
    const outcome =
      embed === null ? await createEmbed(api, settings) : await updateEmbed(api, embed.id, settings);
    setSending(false);
    if (!outcome.ok) return setError(outcome.error);
    onSaved(outcome.value);
  }

  return (
    <form className="embed-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{embed === null ? t('newHeading') : t('editHeading', { partner: embed.settings.partner_name })}</h3>
      <FormField
        id={`${prefix}-partner`}
        label={t('partnerName')}
        value={draft.partnerName}
        error={errorOf('partnerName')}
        autoComplete="organization"
        maxLength={100}
        onChange={(partnerName) => change({ partnerName })}
      />
      <FormField
        id={`${prefix}-origins`}
        label={t('origins')}
        hint={t('originsHint')}
        multiline
        value={draft.origins}
        error={errorOf('origins')}
        autoComplete="off"
        maxLength={2_000}
        onChange={(origins) => change({ origins })}
      />
      <div className="embed-form__row">
        <SelectField
          id={`${prefix}-locale`}
          label={t('language')}
          placeholder={t('language')}
          value={draft.locale}
          options={LANGUAGE_OPTIONS}
          error={undefined}
          onChange={(locale) => change({ locale })}
        />
        <SelectField
          id={`${prefix}-theme`}
          label={t('theme')}
          placeholder={t('theme')}
          value={draft.theme}
          options={[
            { value: 'light', label: t('themeLight') },
            { value: 'dark', label: t('themeDark') },
          ]}
          error={undefined}
          onChange={(theme) => change({ theme })}
        />
      </div>
      <EmbedBaysField
        id={`${prefix}-bays`}
        scope={scope}
        chosen={draft.bayIds}
        error={errorOf('bays')}
        onChange={(bayIds) => change({ bayIds })}
      />
      <fieldset className="embed-form__view">
        <legend className="field__label">{t('viewLegend')}</legend>
        <p className="field__hint">{t('viewHint')}</p>
        <div className="embed-form__row">
          {VIEW_FIELDS.map(([key, label, maxLength]) => (
            <FormField
              key={key}
              id={`${prefix}-${key}`}
              label={t(label)}
              inputMode="decimal"
              value={draft[key]}
              error={key === 'zoom' ? errorOf('view') : undefined}
              autoComplete="off"
              maxLength={maxLength}
              onChange={(value) => change({ [key]: value })}
            />
          ))}
        </div>
      </fieldset>
      <FormAlert summary={null} error={field === undefined ? error : null} />
      <div className="button-row">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('saving') : t('save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
