'use client';

import { useTranslations } from 'next-intl';
import { useState, type ChangeEvent } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BayPhoto } from '../../../http/api-schema';
import { browserSessionStore } from '../../../session/browser-session';
import { FormAlert } from '../../auth/form-alert';
import { usePublicConfig } from '../../layout/public-config-provider';
import { uploadPhoto } from './shop-window-api';

// The photo upload with its progress; the server's refusal (type, size, pixels, limit) shows in
// the live region in the page's language.

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/avif';

export function PhotoUploader({
  bayId,
  onUploaded,
}: {
  bayId: string;
  onUploaded: (photo: BayPhoto) => void;
}) {
  const t = useTranslations('ShopWindow');
  const api = useApiClient();
  const { apiBaseUrl } = usePublicConfig();
  const [upload, setUpload] = useState<{ name: string; sent: number } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [added, setAdded] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    setError(null);
    setAdded(false);
    setUpload({ name: file.name, sent: 0 });
    const outcome = await uploadPhoto(bayId, file, {
      apiBaseUrl,
      token: () => browserSessionStore().getToken(),
      refresh: () => api.refresh(),
      onProgress: (sent) => setUpload({ name: file.name, sent }),
    });
    setUpload(null);
    input.value = '';
    if (!outcome.ok) return setError(outcome.error);
    setAdded(true);
    onUploaded(outcome.value);
  }

  const percent = upload === null ? 0 : Math.round(upload.sent * 100);
  return (
    <div className="shop-window__upload">
      <label className="field">
        <span className="field__label">{t('chooseFile')}</span>
        <input
          type="file"
          accept={ACCEPTED}
          disabled={upload !== null}
          onChange={(event) => void onChange(event)}
        />
      </label>
      <p className="field__hint">{t('photosHelp')}</p>
      {upload === null ? null : (
        <div className="shop-window__progress">
          <progress max={100} value={percent} aria-label={t('uploading', { name: upload.name })} />
          <span>{percent < 100 ? t('uploadProgress', { percent }) : t('processing')}</span>
        </div>
      )}
      <p role="status">{added ? t('uploaded') : null}</p>
      <FormAlert summary={null} error={error} />
    </div>
  );
}
