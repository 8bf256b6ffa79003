import type { Transaction } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { hashSecret, newSecretToken } from './secret-token';

type Trx = Transaction<AuthTables>;
export type OneTimeTokenKind = 'email_verification_keys' | 'password_reset_tokens';

/** Creates a single-use token and returns its plain value, which only the email will carry. */
export async function createOneTimeToken(
  trx: Trx,
  kind: OneTimeTokenKind,
  token: { userId: string; now: Date; expiresAt: Date },
): Promise<string> {
  const plain = newSecretToken();
  await trx
    .insertInto(kind)
    .values({
      token_hash: hashSecret(plain),
      user_id: token.userId,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
  return plain;
}

export function lockOneTimeToken(trx: Trx, kind: OneTimeTokenKind, plain: string) {
  return trx
    .selectFrom(kind)
    .selectAll()
    .where('token_hash', '=', hashSecret(plain))
    .forUpdate()
    .executeTakeFirst();
}

export async function spendOneTimeToken(trx: Trx, kind: OneTimeTokenKind, tokenHash: Buffer, now: Date) {
  await trx.updateTable(kind).set({ used_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** A new reset link or a completed reset makes every older unused token of the user worthless. */
export async function spendAllOneTimeTokens(trx: Trx, kind: OneTimeTokenKind, userId: string, now: Date) {
  await trx
    .updateTable(kind)
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function newestOneTimeTokenAt(trx: Trx, kind: OneTimeTokenKind, userId: string) {
  const row = await trx
    .selectFrom(kind)
    .select((eb) => eb.fn.max('created_at').as('newest'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.newest ?? undefined;
}
