import { AppError, hasRole, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { requireBayOwnerAccess } from '../bay-setup/bay-owner-access';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { findAuditPage, type AuditCursor, type AuditRow } from './audit-log.repository';

const DEFAULT_PAGE = 50;
const MAX_PAGE = 100;

export interface ListAuditLogInput {
  caller: Caller;
  /** Empty: every entry, for superusers only. */
  bayId: string;
  pageSize: number;
  pageToken: string;
}

/**
 * Whose log the caller may read (issue 27 item 6): a superuser any bay's or all of it; the bay's
 * concessionaire or manager their bay's (another operator's bay is `not_found`, an employee is
 * `forbidden`: the log shows prices and staff's changes).
 */
function bayToRead(caller: Caller, bayId: string): string | null {
  if (bayId !== '') {
    requireBayOwnerAccess(caller, bayId);
    return bayId.toLowerCase();
  }
  if (!hasRole(caller, 'superuser')) throw new AppError('forbidden');
  return null;
}

export async function listAuditLog(
  db: Kysely<CatalogTables>,
  input: ListAuditLogInput,
): Promise<{ entries: AuditRow[]; nextPageToken: string }> {
  const bayId = bayToRead(input.caller, input.bayId);
  const pageSize = pageSizeOf(input.pageSize);
  const cursor = input.pageToken === '' ? undefined : decodeCursor(input.pageToken);
  const rows = await findAuditPage(db, { bayId, cursor, limit: pageSize + 1 });
  const entries = rows.slice(0, pageSize);
  const last = entries.at(-1);
  return { entries, nextPageToken: rows.length > pageSize && last ? encodeCursor(last) : '' };
}

function pageSizeOf(size: number): number {
  if (!Number.isInteger(size) || size < 0 || size > MAX_PAGE)
    throw new AppError('invalid_request', `Page size must be from 1 to ${MAX_PAGE}`);
  return size === 0 ? DEFAULT_PAGE : size;
}

function encodeCursor(row: AuditRow): string {
  return Buffer.from(JSON.stringify([row.at.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(token: string): AuditCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at)) || typeof id !== 'string' || !isUuid(id))
      throw new Error('not a cursor');
    return { at: new Date(at), id };
  } catch {
    throw new AppError('invalid_request', 'Invalid page token');
  }
}
