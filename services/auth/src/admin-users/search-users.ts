import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import type { User } from '../users/user.repository';
import { findUsersByEmailPattern } from './admin-user.repository';
import { emailSearchPattern, requireSuperuser, searchPageSize } from './admin-user-rules';

/** A page token is the last email of the page, opaque to the client. */
const encodeCursor = (user: User) => Buffer.from(user.email).toString('base64url');

function decodeCursor(pageToken: string): string | null {
  if (pageToken === '') return null;
  const email = Buffer.from(pageToken, 'base64url').toString();
  if (!email.includes('@')) throw new AppError('invalid_request', 'Invalid page token');
  return email;
}

/** SearchUsers: accounts whose email contains the text, by email, one page at a time. */
export async function searchUsers(
  db: Kysely<AuthTables>,
  input: { caller: Caller; email: string; pageSize: number; pageToken: string },
): Promise<{ users: User[]; nextPageToken: string }> {
  requireSuperuser(input.caller);
  const pattern = emailSearchPattern(input.email);
  const limit = searchPageSize(input.pageSize);
  const rows = await findUsersByEmailPattern(db, {
    pattern,
    afterEmail: decodeCursor(input.pageToken),
    limit: limit + 1,
  });
  const users = rows.slice(0, limit);
  const last = users[users.length - 1];
  return { users, nextPageToken: rows.length > limit && last ? encodeCursor(last) : '' };
}
