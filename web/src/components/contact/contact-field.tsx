import type { ChangeEvent } from 'react';

type Props = {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete: string;
  maxLength: number;
  onChange: (value: string) => void;
};

export function ContactField({
  id,
  label,
  value,
  error,
  multiline,
  type = 'text',
  autoComplete,
  maxLength,
  onChange,
}: Props) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: id,
    className: 'field__input',
    value,
    required: true,
    autoComplete,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea {...shared} rows={8} /> : <input {...shared} type={type} />}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
