import { AppError, isUuid, requireRole, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BayStatus } from '../bays/bay.table';
import type { CatalogTables } from '../catalog.tables';
import { resultLimit } from '../validation/result-limit';
import { findConsoleBays, type ConsoleBayCursor, type ConsoleBayRow } from './console-bay.repository';

const encodeCursor = (bay: ConsoleBayRow) =>
  Buffer.from(JSON.stringify([bay.created_at.toISOString(), bay.id])).toString('base64url');

function decodeCursor(cursor: string): ConsoleBayCursor | null {
  if (cursor === '') return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && isUuid(id) && !Number.isNaN(Date.parse(at)))
      return { createdAt: new Date(at), id };
  } catch {
    // Not JSON: refused below like any other cursor this service did not give.
  }
  throw new AppError('invalid_request', 'Invalid cursor');
}

/** ListConsoleBays (issue 27 item 1): every bay with who runs it, newest first; superusers only (spec §6). */
export async function listConsoleBays(
  db: Kysely<CatalogTables>,
  input: { caller: Caller; status: BayStatus | null; limit: number; cursor: string },
) {
  requireRole(input.caller, 'superuser');
  const limit = resultLimit(input.limit, 50, 100);
  const rows = await findConsoleBays(db, {
    status: input.status,
    cursor: decodeCursor(input.cursor),
    limit: limit + 1,
  });
  const bays = rows.slice(0, limit);
  const last = bays.at(-1);
  return { bays, nextCursor: rows.length > limit && last ? encodeCursor(last) : '' };
}
