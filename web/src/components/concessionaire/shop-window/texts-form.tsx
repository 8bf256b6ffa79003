'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { ShopWindow } from '../../../http/api-schema';
import { LOCALE_CODES, type LocaleCode } from '../../../i18n/locales';
import { FormAlert } from '../../auth/form-alert';
import { BayVideo } from '../../bay/bay-video';
import { saveShopWindow } from './shop-window-api';

// Description and guest information in the four languages, and the video link, saved together;
// the preview is the saved video exactly as the bay page shows it (poster first, player on click).

const TEXT_LIMIT = 5_000;

type Texts = Pick<ShopWindow, 'description' | 'guest_information'>;
type TextField = keyof Texts;

function TextArea({
  field,
  locale,
  texts,
  onChange,
}: {
  field: TextField;
  locale: LocaleCode;
  texts: Texts;
  onChange: (texts: Texts) => void;
}) {
  const t = useTranslations('ShopWindow');
  const id = `shop-window-${field}-${locale}`;
  const value = texts[field][locale];
  const label = field === 'description' ? 'description' : 'guestInformation';
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(label, { language: t(`languages.${locale}`) })}
      </label>
      <textarea
        id={id}
        lang={locale}
        rows={field === 'description' ? 6 : 4}
        maxLength={TEXT_LIMIT}
        aria-describedby={`${id}-count`}
        value={value}
        onChange={(event) =>
          onChange({ ...texts, [field]: { ...texts[field], [locale]: event.target.value } })
        }
      />
      <p className="field__hint" id={`${id}-count`}>
        {t('charactersLeft', { count: TEXT_LIMIT - [...value].length })}
      </p>
    </div>
  );
}

export function TextsForm({
  window,
  onSaved,
}: {
  window: ShopWindow;
  onSaved: (window: ShopWindow) => void;
}) {
  const t = useTranslations('ShopWindow');
  const api = useApiClient();
  const [texts, setTexts] = useState<Texts>({
    description: window.description,
    guest_information: window.guest_information,
  });
  const [videoUrl, setVideoUrl] = useState(window.video_url ?? '');
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setSaved(false);
    setError(null);
    const outcome = await saveShopWindow(api, window.bay_id, {
      ...texts,
      video_url: videoUrl.trim() || null,
    });
    setSending(false);
    if (!outcome.ok) return setError(outcome.error);
    setSaved(true);
    setVideoUrl(outcome.value.video_url ?? '');
    onSaved(outcome.value);
  }

  return (
    <form className="shop-window__texts" onSubmit={(event) => void submit(event)}>
      <h2 id="shop-window-texts">{t('textsHeading')}</h2>
      <div className="shop-window__languages">
        {LOCALE_CODES.map((locale) => (
          <fieldset key={locale}>
            <legend>{t(`languages.${locale}`)}</legend>
            <TextArea field="description" locale={locale} texts={texts} onChange={setTexts} />
            <TextArea field="guest_information" locale={locale} texts={texts} onChange={setTexts} />
          </fieldset>
        ))}
      </div>
      <h2 id="shop-window-video">{t('videoHeading')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="shop-window-video-url">
          {t('videoLink')}
        </label>
        <input
          id="shop-window-video-url"
          type="url"
          inputMode="url"
          aria-describedby="shop-window-video-help"
          value={videoUrl}
          onChange={(event) => setVideoUrl(event.target.value)}
        />
        <p className="field__hint" id="shop-window-video-help">
          {t('videoHelp')}
        </p>
      </div>
      <h3>{t('videoPreview')}</h3>
      {window.video === null ? (
        <p>{t('noVideo')}</p>
      ) : (
        <BayVideo video={window.video} bayName={window.slug} />
      )}
      <FormAlert summary={null} error={error} />
      <p role="status">{saved ? t('saved') : null}</p>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
