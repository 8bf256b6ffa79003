'use client';

import { useTranslations } from 'next-intl';
import { FieldError } from '../forms/field-error';
import { useFileSize } from './use-file-size';

type Props = {
  id: string;
  file: File | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
};

/** The concession decision: a PDF of at most 10 MB (checked before sending, and by the server). */
export function DocumentField({ id, file, error, onChange }: Props) {
  const t = useTranslations('ApplyPage');
  const size = useFileSize();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('document')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('documentHint')}
      </p>
      <input
        id={id}
        name={id}
        type="file"
        accept="application/pdf,.pdf"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      {file === null ? null : (
        <p className="field__hint">{t('documentChosen', { name: file.name, size: size(file.size) })}</p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
