'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BayPhoto } from '../../../http/api-schema';
import { LOCALE_CODES } from '../../../i18n/locales';
import { FormAlert } from '../../auth/form-alert';
import { saveCaption } from './shop-window-api';

const CAPTION_LIMIT = 200;

/** A photo's caption in the four languages, saved together. */
export function PhotoCaptionForm({
  bayId,
  photo,
  index,
  onSaved,
}: {
  bayId: string;
  photo: BayPhoto;
  index: number;
  onSaved: (photo: BayPhoto) => void;
}) {
  const t = useTranslations('ShopWindow');
  const api = useApiClient();
  const [caption, setCaption] = useState(photo.caption);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setSaved(false);
    setError(null);
    const outcome = await saveCaption(api, bayId, photo.photo_id, caption);
    setSending(false);
    if (!outcome.ok) return setError(outcome.error);
    setSaved(true);
    onSaved(outcome.value);
  }

  return (
    <form className="shop-photo__caption" onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{t('captionLegend', { index })}</legend>
        {LOCALE_CODES.map((locale) => (
          <label key={locale} className="field">
            <span className="field__label">{t('captionField', { language: t(`languages.${locale}`) })}</span>
            <input
              type="text"
              lang={locale}
              maxLength={CAPTION_LIMIT}
              value={caption[locale]}
              onChange={(event) => setCaption({ ...caption, [locale]: event.target.value })}
            />
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--secondary" disabled={sending}>
        {sending ? t('saving') : t('saveCaption')}
      </button>
      <p role="status">{saved ? t('captionSaved', { index }) : null}</p>
      <FormAlert summary={null} error={error} />
    </form>
  );
}
