'use client';

import useSWRInfinite from 'swr/infinite';

type PageKey<Query> = readonly [Query, string | null];

/**
 * A list read page by page by cursor ("show more"): the pages so far and how to ask for the next.
 * `query` names the list (who asks, its filters) and is null while it cannot be asked yet; a new
 * query starts again at the first page. `cursorOf` reads a page's cursor to the next, null at the end.
 */
export function useCursorPages<Query extends readonly unknown[], Page>(
  query: Query | null,
  load: (query: Query, cursor: string | null) => Promise<Page>,
  cursorOf: (page: Page) => string | null,
) {
  const pageKey = (index: number, previous: Page | null): PageKey<Query> | null => {
    if (query === null || (previous !== null && cursorOf(previous) === null)) return null;
    return [query, index === 0 || previous === null ? null : cursorOf(previous)];
  };
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<Page, unknown>(
    pageKey,
    ([asked, cursor]: PageKey<Query>) => load(asked, cursor),
  );
  const pages = data ?? [];
  const last = pages[pages.length - 1];
  return {
    pages,
    error,
    isLoading,
    retry: () => void mutate(),
    hasMore: last !== undefined && cursorOf(last) !== null,
    loadingMore: isValidating && size > pages.length,
    loadMore: () => void setSize(size + 1),
  };
}
