import type { Transaction } from 'kysely';
import type { AuthTables, RevokeReason } from '../auth.tables';
import { hashSecret, newSecretToken } from '../tokens/secret-token';

type Trx = Transaction<AuthTables>;

export async function createFamily(
  trx: Trx,
  family: { id: string; userId: string; expiresAt: Date; now: Date },
) {
  await trx
    .insertInto('refresh_families')
    .values({ id: family.id, user_id: family.userId, expires_at: family.expiresAt, created_at: family.now })
    .execute();
}

/** Adds a fresh token to a family and returns its plain value; only the hash is stored. */
export async function addRefreshToken(trx: Trx, familyId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await trx
    .insertInto('refresh_tokens')
    .values({ token_hash: hashSecret(token), family_id: familyId, created_at: now })
    .execute();
  return token;
}

/** The token with its family, both rows locked: refreshes of one family run one at a time. */
export function lockTokenWithFamily(trx: Trx, token: string) {
  return trx
    .selectFrom('refresh_tokens')
    .innerJoin('refresh_families', 'refresh_families.id', 'refresh_tokens.family_id')
    .select([
      'refresh_tokens.token_hash',
      'refresh_tokens.spent_at',
      'refresh_families.id as family_id',
      'refresh_families.user_id',
      'refresh_families.expires_at',
      'refresh_families.revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', hashSecret(token))
    .forUpdate()
    .executeTakeFirst();
}

export async function markSpent(trx: Trx, tokenHash: Buffer, now: Date) {
  await trx
    .updateTable('refresh_tokens')
    .set({ spent_at: now })
    .where('token_hash', '=', tokenHash)
    .where('spent_at', 'is', null)
    .execute();
}

export async function revokeFamily(trx: Trx, familyId: string, reason: RevokeReason, now: Date) {
  await trx
    .updateTable('refresh_families')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** issue item 6: a password reset or change ends every session of the account. */
export async function revokeAllFamilies(trx: Trx, userId: string, reason: RevokeReason, now: Date) {
  await trx
    .updateTable('refresh_families')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
