import { FieldError } from './field-error';

type Props<V extends string> = {
  id: string;
  label: string;
  /** Shown while nothing is chosen; it cannot be chosen back. */
  placeholder: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  error: string | undefined;
  onChange: (value: V) => void;
};

// One labelled choice of the site's forms, its error tied to it like FormField's.
export function SelectField<V extends string>({
  id,
  label,
  placeholder,
  value,
  options,
  error,
  onChange,
}: Props<V>) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={id}
        className="field__input"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
