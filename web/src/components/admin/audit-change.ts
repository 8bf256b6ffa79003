import type { AuditEntry } from '../../http/api-schema';

// An audit entry's before and after as lines a person reads (issue 27 item 6): one per changed
// field, in a stable order, each value as text. A field only one side has was added or removed.

export type ChangeLine = { field: string; before: string | null; after: string | null };

/** A recorded value as text: words and numbers as they are, lists and objects as compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): ChangeLine[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields.map((field) => ({
    field,
    before: field in before ? valueText(before[field]) : null,
    after: field in after ? valueText(after[field]) : null,
  }));
}
