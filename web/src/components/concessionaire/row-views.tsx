import { Fragment, type ReactNode } from 'react';

// A list of the back office as a table on a desktop and one card per row on a phone. Both are in
// the page and CSS shows one, so neither flickers in after a width check.

type Props<Column extends string, Cells extends Record<Column, ReactNode>> = {
  caption: string;
  columns: readonly Column[];
  heading: (column: Column) => string;
  rows: { id: string; cells: Cells }[];
  /** A card's title, made of `titleColumns`; the card lists the other columns. */
  cardTitle: (cells: Cells) => ReactNode;
  titleColumns: readonly Column[];
};

export function RowViews<Column extends string, Cells extends Record<Column, ReactNode>>({
  caption,
  columns,
  heading,
  rows,
  cardTitle,
  titleColumns,
}: Props<Column, Cells>) {
  const cardColumns = columns.filter((column) => !titleColumns.includes(column));
  return (
    <>
      <table className="backoffice-table backoffice-table--wide">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {heading(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column}>{row.cells[column]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="backoffice-cards" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className="backoffice-card">
            <p className="backoffice-card__title">{cardTitle(row.cells)}</p>
            <dl className="detail-list">
              {cardColumns.map((column) => (
                <Fragment key={column}>
                  <dt>{heading(column)}</dt>
                  <dd>{row.cells[column]}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
