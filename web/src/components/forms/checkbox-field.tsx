import type { ReactNode } from 'react';
import { FieldError } from './field-error';

type Props = {
  id: string;
  label: ReactNode;
  checked: boolean;
  error?: string | undefined;
  /** A sentence under the box saying what it does, read with it. */
  hint?: string;
  required?: boolean;
  onChange: (checked: boolean) => void;
};

export function CheckboxField({ id, label, checked, error, hint, required = false, onChange }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input
          id={id}
          name={id}
          type="checkbox"
          className="checkbox__input"
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
