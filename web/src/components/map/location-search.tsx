'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useDebounced } from '../../hooks/use-debounced';
import { useListboxKeys } from '../../hooks/use-listbox-keys';
import { MIN_SEARCH_LENGTH, searchLocations } from '../../map/map-api';
import type { Location } from '../../http/api-schema';
import { ComboboxList, comboboxOptionId } from '../forms/combobox-list';

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
  const list = useListboxKeys(suggestions, (result) => {
    setText(result.name);
    onPick(result);
  });
  const { expanded, active } = list;

  useEffect(() => {
    onChange({ text, suggestions });
  }, [text, suggestions, onChange]);

  const listId = `${id}-list`;
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
        aria-activedescendant={expanded && active >= 0 ? comboboxOptionId(listId, active) : undefined}
        aria-describedby={`${id}-hint`}
        value={text}
        // What the pause settled on, and so what the search decided about: a positive marker
        // the browser tests wait for instead of waiting a while.
        data-settled-query={query}
        onChange={(event) => {
          setText(event.target.value);
          list.reopen();
        }}
        onKeyDown={list.onKeyDown}
        onBlur={list.close}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('searchHint')}
      </p>
      <ComboboxList
        id={listId}
        label={t('suggestionsLabel')}
        options={suggestions}
        active={active}
        expanded={expanded}
        optionKey={(result) => `${result.kind}-${result.id}`}
        name={(result) => result.name}
        detail={(result) => {
          const kind = result.kind === 'bay' ? 'buoyfield' : (result.place_kind ?? 'place');
          const where = t(`placeKinds.${kind}`);
          return result.region ? `${where} · ${result.region}` : where;
        }}
        onPick={list.pick}
      />
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
