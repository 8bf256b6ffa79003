import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authV1 } from '@moorline/contracts';
import { createGrpcClient } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { ErrorBody } from '../error-body';
import { adminRefusals, adminTags, asCaller } from './admin-route-parts';
import { AdminUser, AdminUserPage, AdminUserParams, AdminUserQuery } from './admin-user-schemas';

const error = ErrorBody.ref;

const adminUserJson = (user: authV1.AdminUser | undefined) => ({
  user_id: user?.userId ?? '',
  email: user?.email ?? '',
  first_name: user?.firstName ?? '',
  last_name: user?.lastName ?? '',
  language: user?.language ?? '',
  is_superuser: user?.isSuperuser ?? false,
  is_concessionaire: user?.isConcessionaire ?? false,
  email_verified_at: user?.emailVerifiedAt?.toISOString() ?? null,
  locked_at: user?.lockedAt?.toISOString() ?? null,
  created_at: user?.createdAt?.toISOString() ?? '',
});

/**
 * The console's user support (issue 27 item 1): find accounts by email, lock and unlock one
 * (a superuser's is `superuser_not_lockable`, 409), send its verification email again (a verified
 * one is `already_verified`, 409). Auth checks the superuser again from the forwarded token.
 */
export function adminUserRoutes(authChannel: Channel): FastifyPluginAsyncTypebox {
  return async (app) => {
    const users = createGrpcClient(authV1.AdminUsersServiceDefinition, authChannel);

    app.get(
      '/v1/admin/users',
      {
        schema: {
          tags: adminTags,
          summary: 'Accounts whose email contains the text, by email, by pages',
          querystring: AdminUserQuery,
          response: { 200: AdminUserPage.ref, ...adminRefusals },
        },
      },
      async (request) => {
        const { email, limit, cursor } = request.query;
        const page = await users.searchUsers(
          { email, pageSize: limit ?? 20, pageToken: cursor ?? '' },
          asCaller(request),
        );
        return {
          users: page.users.map(adminUserJson),
          next_cursor: page.nextPageToken === '' ? null : page.nextPageToken,
        };
      },
    );

    app.post(
      '/v1/admin/users/:userId/lock',
      {
        schema: {
          tags: adminTags,
          summary:
            'Lock an account: its sessions end; sign-in answers `account_locked_by_admin` until unlocked',
          params: AdminUserParams,
          response: { 200: AdminUser.ref, ...adminRefusals, 409: error },
        },
      },
      async (request) =>
        adminUserJson((await users.lockUser({ userId: request.params.userId }, asCaller(request))).user),
    );

    app.post(
      '/v1/admin/users/:userId/unlock',
      {
        schema: {
          tags: adminTags,
          summary: 'Lift a lock; the user signs in again',
          params: AdminUserParams,
          response: { 200: AdminUser.ref, ...adminRefusals },
        },
      },
      async (request) =>
        adminUserJson((await users.unlockUser({ userId: request.params.userId }, asCaller(request))).user),
    );

    app.post(
      '/v1/admin/users/:userId/resend-verification',
      {
        schema: {
          tags: adminTags,
          summary: 'Send an unverified account the verification email again, with a fresh link',
          params: AdminUserParams,
          response: { 204: Type.Null(), ...adminRefusals, 409: error },
        },
      },
      async (request, reply) => {
        await users.resendVerification({ userId: request.params.userId }, asCaller(request));
        return reply.status(204).send(null);
      },
    );
  };
}
