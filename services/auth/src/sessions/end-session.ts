import { inTransaction } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { lockTokenWithFamily, revokeFamily } from './refresh-token.repository';

/** Sign-out: the family of the presented token ends. Unknown tokens are not an error. */
export async function endSession(
  db: Kysely<AuthTables>,
  deps: { now: () => Date },
  refreshToken: string,
): Promise<void> {
  if (!refreshToken) return;
  await inTransaction(db, async (trx) => {
    const row = await lockTokenWithFamily(trx, refreshToken);
    if (row) await revokeFamily(trx, row.family_id, 'logout', deps.now());
  });
}
