import type { ReactNode } from 'react';
import './search-combobox.css';

/** The id of a combobox's option, for `aria-activedescendant`. */
export const comboboxOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

type Props<T> = {
  id: string;
  label: string;
  options: readonly T[];
  active: number;
  expanded: boolean;
  optionKey: (option: T) => string;
  name: (option: T) => string;
  detail: (option: T) => ReactNode;
  onPick: (option: T) => void;
};

/** The listbox of a combobox (use-listbox-keys.ts): each option a name with a detail line under it. */
export function ComboboxList<T>({
  id,
  label,
  options,
  active,
  expanded,
  optionKey,
  name,
  detail,
  onPick,
}: Props<T>) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
      {options.map((option, index) => {
        const more = detail(option);
        return (
          <li
            key={optionKey(option)}
            id={comboboxOptionId(id, index)}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // Chosen on mousedown, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(option);
            }}
          >
            <span className="combobox__name">{name(option)}</span>
            {more ? <span className="combobox__detail">{more}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
