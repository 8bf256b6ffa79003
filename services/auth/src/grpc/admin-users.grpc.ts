import type { authV1 } from '@moorline/contracts';
import { createCallerResolver, type AccessTokenVerifier } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { lockAccount, unlockAccount } from '../admin-users/lock-account';
import { resendVerification } from '../admin-users/resend-verification';
import { searchUsers } from '../admin-users/search-users';
import type { AuthTables } from '../auth.tables';
import { adminUserMessage } from './admin-user-messages';

/** AdminUsersService (issue 27 item 1); the caller, a superuser, comes from the forwarded token. */
export function adminUsersGrpc(
  db: Kysely<AuthTables>,
  deps: { now: () => Date; verifyAccessToken: AccessTokenVerifier },
): authV1.AdminUsersServiceImplementation {
  const callers = createCallerResolver(deps.verifyAccessToken);
  const clock = { now: deps.now };
  return {
    async searchUsers(request, context) {
      const page = await searchUsers(db, { ...request, caller: await callers.requireCaller(context) });
      return { users: page.users.map(adminUserMessage), nextPageToken: page.nextPageToken };
    },
    async lockUser(request, context) {
      const caller = await callers.requireCaller(context);
      return { user: adminUserMessage(await lockAccount(db, clock, { caller, userId: request.userId })) };
    },
    async unlockUser(request, context) {
      const caller = await callers.requireCaller(context);
      return { user: adminUserMessage(await unlockAccount(db, clock, { caller, userId: request.userId })) };
    },
    async resendVerification(request, context) {
      const caller = await callers.requireCaller(context);
      await resendVerification(db, clock, { caller, userId: request.userId });
      return {};
    },
  };
}
