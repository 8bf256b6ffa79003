'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useDebounced } from '../../hooks/use-debounced';
import { MIN_SEARCH_LENGTH, searchLocations } from '../../map/map-api';
import type { Location } from '../../http/api-schema';

// spec §2, §5: location search with suggestions from at least 2 characters. An ARIA 1.2
// combobox: arrows move through the suggestions, Enter takes one, Escape closes the list.

const NONE: Location[] = [];

export type LocationSearchState = { text: string; suggestions: Location[] };

export function LocationSearch({
  onPick,
  onChange,
}: {
  onPick: (result: Location) => void;
  /** What is typed and suggested, so the search button can take the best match. */
  onChange: (state: LocationSearchState) => void;
}) {
  const t = useTranslations('MapPage');
  const api = useApiClient();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim());
  const searching = query.length >= MIN_SEARCH_LENGTH;
  const { data, error, isLoading } = useSWR(
    searching ? ['locations', query] : null,
    () => searchLocations(api, query),
    {
      keepPreviousData: true,
    },
  );
  const suggestions = useMemo(() => (searching && data ? data : NONE), [searching, data]);
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    onChange({ text, suggestions });
  }, [text, suggestions, onChange]);

  function pick(result: Location) {
    setText(result.name);
    setOpen(false);
    setActive(-1);
    onPick(result);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="field location-search">
      <label htmlFor={`${id}-input`} className="field__label">
        {t('searchLabel')}
      </label>
      <input
        id={`${id}-input`}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('searchPlaceholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        // What the pause settled on, and so what the search decided about: a positive marker
        // the browser tests wait for instead of waiting a while.
        data-settled-query={query}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('searchHint')}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestionsLabel')}
        className="location-search__list"
        hidden={!expanded}
      >
        {suggestions.map((result, index) => {
          const kind = result.kind === 'bay' ? 'buoyfield' : (result.place_kind ?? 'place');
          return (
            <li
              key={`${result.kind}-${result.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="location-search__option"
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(result);
              }}
            >
              <span className="location-search__name">{result.name}</span>
              <span className="location-search__where">
                {t(`placeKinds.${kind}`)}
                {result.region ? ` · ${result.region}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">
        {!searching || isLoading
          ? ''
          : error
            ? t('searchFailed')
            : suggestions.length === 0
              ? t('searchNoResults')
              : t('suggestionCount', { count: suggestions.length })}
      </p>
    </div>
  );
}
