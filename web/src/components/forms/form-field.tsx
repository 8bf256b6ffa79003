import type { ChangeEvent } from 'react';
import { FieldError } from './field-error';

type Props = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  multiline?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'time' | 'date';
  /** Fields are required unless said otherwise. */
  required?: boolean;
  hint?: string;
  /** The on-screen keyboard to offer, e.g. `decimal` for metres. */
  inputMode?: 'text' | 'decimal';
  autoComplete: string;
  maxLength: number;
  onChange: (value: string) => void;
};

// One labelled input of the site's forms: the error is tied to it with aria-describedby and
// aria-invalid, and a hint (if any) too.
export function FormField({
  id,
  label,
  value,
  error,
  multiline,
  type = 'text',
  required = true,
  hint,
  inputMode,
  autoComplete,
  maxLength,
  onChange,
}: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const shared = {
    id,
    name: id,
    className: 'field__input',
    value,
    required,
    autoComplete,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...shared} rows={8} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
