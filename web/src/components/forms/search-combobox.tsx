'use client';

import { useEffect, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { useDebounced } from '../../hooks/use-debounced';
import './search-combobox.css';

export type ComboboxOption = { id: string; name: string };

export type ComboboxTexts = {
  label: string;
  hint?: string;
  /** Names the list of options for screen readers. */
  listLabel: string;
  noResults: string;
  failed: string;
  count: (count: number) => string;
};

type Props<T extends ComboboxOption> = {
  id: string;
  texts: ComboboxTexts;
  /** What is typed; the parent drops its choice when the text changes. */
  text: string;
  onTextChange: (text: string) => void;
  onPick: (option: T) => void;
  /** The options for a query; `cacheKey` tells lists of different sources apart. */
  load: (query: string) => Promise<T[]>;
  cacheKey: string;
  describe?: (option: T) => string | null;
  disabled?: boolean;
  error?: string | undefined;
};

const NONE: never[] = [];

function describedBy(...ids: (string | null)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * A labelled text field with a list of options to pick from, as an ARIA 1.2 combobox: typing,
 * a click or Down opens the list; Up and Down move through it, Enter takes one, Escape closes it.
 * The list is asked for what was typed once the typing pauses.
 */
export function SearchCombobox<T extends ComboboxOption>(props: Props<T>) {
  const { id, texts, text, onTextChange, onPick, load, cacheKey, describe, disabled = false, error } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim());
  const {
    data,
    error: loadError,
    isLoading,
  } = useSWR(open && !disabled ? [cacheKey, query] : null, () => load(query), { keepPreviousData: true });
  const options: T[] = open && data ? data : NONE;
  const expanded = open && options.length > 0;

  // Up and Down move through a list that may scroll: keep the active option in view.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, active]);

  function pick(option: T) {
    setOpen(false);
    setActive(-1);
    onPick(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded) {
      // Enter in an open list picks, and never submits the form.
      event.preventDefault();
      const chosen = options[active];
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const listId = `${id}-list`;
  const hintId = texts.hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const optionId = (index: number) => `${id}-option-${index}`;
  const status =
    !open || isLoading
      ? ''
      : loadError
        ? texts.failed
        : options.length === 0
          ? texts.noResults
          : texts.count(options.length);
  return (
    <div className="field combobox">
      <label htmlFor={id} className="field__label">
        {texts.label}
      </label>
      {texts.hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {texts.hint}
        </p>
      ) : null}
      <div className="combobox__anchor">
        <input
          id={id}
          name={id}
          className="field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          value={text}
          // What the pause settled on: a positive marker the browser tests wait for.
          data-settled-query={query}
          onChange={(event) => {
            onTextChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={texts.listLabel}
          className="combobox__list"
          hidden={!expanded}
        >
          {options.map((option, index) => {
            const detail = describe?.(option) ?? null;
            return (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="combobox__option"
                // Chosen on mousedown, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                <span className="combobox__name">{option.name}</span>
                {detail ? <span className="combobox__detail">{detail}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
