import { AppError, inTransaction, outbox, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { requestEmailVerification } from '../registration/register-user';
import { lockUser } from '../users/user.repository';
import { assertUnverified, assertUserId, requireSuperuser } from './admin-user-rules';

/**
 * ResendVerification: a fresh key in the email sign-up sends (EmailVerificationRequested, which
 * notification mails), for a user whose first one was lost. Older keys stay valid until they
 * lapse, as when an unverified user's sign-in sends another.
 */
export async function resendVerification(
  db: Kysely<AuthTables>,
  deps: { now: () => Date },
  input: { caller: Caller; userId: string },
): Promise<void> {
  requireSuperuser(input.caller);
  const userId = assertUserId(input.userId);
  await inTransaction(db, async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw new AppError('not_found');
    assertUnverified(user);
    await outbox.add(trx, await requestEmailVerification(trx, user, deps.now()));
  });
}
