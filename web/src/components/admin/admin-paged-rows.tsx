'use client';

import type { ReactNode } from 'react';
import { LoadMoreButton } from '../content/load-more-button';
import { RowViews } from '../concessionaire/row-views';
import { AdminProblem } from './admin-problem';

type Pager = {
  error: unknown;
  pages: readonly unknown[];
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

type Texts = { caption: string; loading: string; empty: string; showMore: string; loadingMore: string };

type Props<Column extends string, Cells extends Record<Column, ReactNode>> = {
  pager: Pager;
  texts: Texts;
  columns: readonly Column[];
  heading: (column: Column) => string;
  rows: { id: string; cells: Cells }[];
  titleColumn: Column;
};

/**
 * A console list read by pages (useCursorPages): why it cannot be shown, loading, empty, or its
 * rows as table and cards with "show more" under them. One card title column, the row's name.
 */
export function AdminPagedRows<Column extends string, Cells extends Record<Column, ReactNode>>({
  pager,
  texts,
  columns,
  heading,
  rows,
  titleColumn,
}: Props<Column, Cells>) {
  if (pager.error !== undefined && rows.length === 0)
    return <AdminProblem error={pager.error} onRetry={pager.retry} />;
  if (pager.pages.length === 0) return <p role="status">{texts.loading}</p>;
  if (rows.length === 0) return <p className="backoffice-empty">{texts.empty}</p>;
  return (
    <>
      <RowViews
        caption={texts.caption}
        columns={columns}
        heading={heading}
        rows={rows}
        cardTitle={(cells) => cells[titleColumn]}
        titleColumns={[titleColumn]}
      />
      <LoadMoreButton
        pager={pager}
        label={texts.showMore}
        busyLabel={texts.loadingMore}
        className="backoffice-more"
      />
    </>
  );
}
