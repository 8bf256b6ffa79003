// The audit log's before and after as people read them (issue 27 item 6). An entry holds the
// changed fields of its subject as the owning service stored them (column names, cents, basis
// points, centimetres, nested seasons or buoys); this turns each into one line of text.

export type AuditRow = { field: string; before: unknown; after: unknown };

export type ValueWords = { locale: string; currency: string; yes: string; no: string; none: string };

type Fields = Record<string, unknown> | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One row per field either side names, in the order they first appear; unchanged ones left out. */
export function auditRows(before: Fields, after: Fields): AuditRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((row) => !same(row.before, row.after));
}

function numberText(field: string, value: number, words: ValueWords): string {
  const { locale } = words;
  if (field.endsWith('_cents'))
    return new Intl.NumberFormat(locale, { style: 'currency', currency: words.currency }).format(value / 100);
  if (field.endsWith('_basis_points'))
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      value / 10_000,
    );
  if (field.endsWith('_cm'))
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 2 }).format(
      value / 100,
    );
  return new Intl.NumberFormat(locale).format(value);
}

/** A stored name without its unit, which the value then says: night_price_cents is "night price". */
export const fieldWords = (field: string) =>
  field.replace(/_(cents|basis_points|cm)$/, '').replaceAll('_', ' ');

/** Nested values (a season, a buoy) read as "field: value" pairs. */
function objectText(value: object, words: ValueWords): string {
  return Object.entries(value)
    .map(([field, inner]) => `${fieldWords(field)}: ${auditValueText(field, inner, words)}`)
    .join(', ');
}

function listText(field: string, items: unknown[], words: ValueWords): string {
  if (items.length === 0) return words.none;
  const nested = items.some((item) => typeof item === 'object' && item !== null);
  if (!nested) return items.map((item) => auditValueText(field, item, words)).join(', ');
  return items.map((item) => `(${auditValueText(field, item, words)})`).join('; ');
}

/** One stored value as text: money, rates and lengths in their units, yes or no, or "none". */
export function auditValueText(field: string, value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return numberText(field, value, words);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return listText(field, value, words);
  if (typeof value === 'object') return objectText(value, words);
  return String(value);
}
