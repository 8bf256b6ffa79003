import type { ReactNode } from 'react';
import { FieldError } from './field-error';

type Props = {
  id: string;
  label: ReactNode;
  checked: boolean;
  error?: string | undefined;
  required?: boolean;
  onChange: (checked: boolean) => void;
};

export function CheckboxField({ id, label, checked, error, required = false, onChange }: Props) {
  const errorId = `${id}-error`;
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
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
