'use client';

import { usePathname, useRouter } from '../../i18n/navigation';

type Props = {
  id: string;
  label: string;
  allLabel: string;
  /** The address's query parameter that holds the choice. */
  param: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  /** The choice as the list knows it, or null for all. */
  parse: (value: string) => string | null;
};

/** A console list's one filter, kept in the address so a view reloads and shares as it is. */
export function AddressFilter({ id, label, allLabel, param, value, options, parse }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  return (
    <div className="backoffice-filters">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className="field__input"
          value={value ?? ''}
          onChange={(event) => {
            const chosen = parse(event.target.value);
            router.replace(chosen === null ? pathname : `${pathname}?${param}=${chosen}`, { scroll: false });
          }}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
