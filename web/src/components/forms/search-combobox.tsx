'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useDebounced } from '../../hooks/use-debounced';
import { useListboxKeys } from '../../hooks/use-listbox-keys';
import { ComboboxList, comboboxOptionId } from './combobox-list';
import { FieldError } from './field-error';

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
 * a click or Down opens the list; Up and Down move through it, Enter takes one, Escape closes it
 * (use-listbox-keys.ts). The list is asked for what was typed once the typing pauses.
 */
export function SearchCombobox<T extends ComboboxOption>(props: Props<T>) {
  const { id, texts, text, onTextChange, onPick, load, cacheKey, describe, disabled = false, error } = props;
  const query = useDebounced(text.trim());
  const [open, setOpen] = useState(false);
  const {
    data,
    error: loadError,
    isLoading,
  } = useSWR(
    open && !disabled ? [cacheKey, query] : null,
    async () => ({ source: cacheKey, query, options: await load(query) }),
    { keepPreviousData: true },
  );
  // The last answer stays while the next query loads, but never one of another list (another brand).
  const options: T[] = data?.source === cacheKey ? data.options : NONE;
  const list = useListboxKeys(options, onPick, { open, setOpen });
  const { active, expanded } = list;

  const listId = `${id}-list`;
  // Up and Down move through a list that may scroll: keep the active option in view.
  useEffect(() => {
    if (active >= 0)
      document.getElementById(comboboxOptionId(listId, active))?.scrollIntoView({ block: 'nearest' });
  }, [listId, active]);

  const hintId = texts.hint ? `${id}-hint` : null;
  const errorId = `${id}-error`;
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
      {hintId ? (
        <p id={hintId} className="field__hint">
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
          aria-activedescendant={expanded && active >= 0 ? comboboxOptionId(listId, active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error ? errorId : null)}
          value={text}
          // What the pause settled on, and what the options shown answer: positive markers the
          // browser tests wait for before they pick.
          data-settled-query={query}
          data-answered-query={data?.source === cacheKey ? data.query : undefined}
          onChange={(event) => {
            onTextChange(event.target.value);
            list.reopen();
          }}
          onClick={() => setOpen(true)}
          onKeyDown={list.onKeyDown}
          onBlur={list.close}
        />
        <ComboboxList
          id={listId}
          label={texts.listLabel}
          options={options}
          active={active}
          expanded={expanded}
          optionKey={(option) => option.id}
          name={(option) => option.name}
          detail={(option) => describe?.(option) ?? null}
          onPick={list.pick}
        />
      </div>
      <FieldError id={errorId} error={error} />
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
