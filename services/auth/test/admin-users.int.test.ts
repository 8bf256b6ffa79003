import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authTestSettings } from '@moorline/deploy/src/testing/auth-test-settings';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { authV1, eventsV1 } from '@moorline/contracts';
import { createChannel, createDatabase, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { Channel } from 'nice-grpc';
import { randomUUID } from 'node:crypto';
import type { AuthTables } from '../src/auth.tables';
import { createAuthService } from '../src/auth.service';
import { DEMO_PASSWORD } from '../src/seed/demo-account-list';

// Issue 27 item 1: the admin console's user support on real PostgreSQL: search by email, lock
// and unlock, resend the verification email; superusers only, checked by auth itself.

const client = { ip: '203.0.113.7', userAgent: 'jest' };
const password = 'harbour-lights-42';

describe('auth service: the admin console’s user support', () => {
  const tokens = testAccessTokens();
  let auth: ServiceUnderTest;
  let channel: Channel;
  let accounts: ReturnType<typeof createGrpcClient<typeof authV1.AuthServiceDefinition>>;
  let admin: ReturnType<typeof createGrpcClient<typeof authV1.AdminUsersServiceDefinition>>;
  let db: Kysely<AuthTables>;
  let superuser: ReturnType<typeof forwardAccessToken>;
  /** The demo superuser's id: the one `superuser` calls as. */
  let adminUser: string;

  beforeAll(async () => {
    auth = await startServiceUnderTest(createAuthService, {
      ...authTestSettings(tokens),
      SEED_DEMO_DATA: true,
    });
    channel = createChannel(auth.grpcAddress);
    accounts = createGrpcClient(authV1.AuthServiceDefinition, channel);
    admin = createGrpcClient(authV1.AdminUsersServiceDefinition, channel);
    db = createDatabase<AuthTables>({ url: auth.databaseUrl, maxConnections: 2 });
    adminUser = await idOf('admin@moorline.local');
    superuser = forwardAccessToken(await tokens.bearer({ userId: adminUser, roles: ['superuser'] }));
  });

  afterAll(async () => {
    channel.close();
    await db.destroy();
    await auth.stop();
  });

  async function idOf(email: string): Promise<string> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const signUp = async (email: string) =>
    (
      await accounts.signUp({
        firstName: 'Ana',
        lastName: 'Horvat',
        email,
        password1: password,
        password2: password,
        terms: true,
        marketing: false,
        newsletter: false,
        language: 'hr',
        client,
      })
    ).userId;

  const verificationKeys = async (userId: string) =>
    (
      await db
        .selectFrom('outbox')
        .select('payload')
        .where('event_type', '=', eventsV1.EmailVerificationRequested.$type)
        .where('aggregate_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((row) => eventsV1.EmailVerificationRequested.decode(row.payload).verificationKey);

  const signInAs = (email: string, secret = DEMO_PASSWORD) =>
    accounts.signIn({ email, password: secret, client });

  it('when nobody or a boater calls, then every call is unauthenticated or forbidden', async () => {
    const boater = forwardAccessToken(await tokens.bearer({ userId: randomUUID() }));
    const userId = await idOf('sailor@moorline.local');
    const calls = (options: ReturnType<typeof forwardAccessToken>) => [
      admin.searchUsers({ email: 'moorline', pageSize: 0, pageToken: '' }, options),
      admin.lockUser({ userId }, options),
      admin.unlockUser({ userId }, options),
      admin.resendVerification({ userId }, options),
    ];
    const anonymous = await Promise.all(calls(forwardAccessToken(undefined)).map(errorCodeOf));
    expect(anonymous).toEqual(Array(4).fill('unauthenticated'));
    expect(await Promise.all(calls(boater).map(errorCodeOf))).toEqual(Array(4).fill('forbidden'));
    expect(
      (
        await db
          .selectFrom('users')
          .select('admin_locked_at')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).admin_locked_at,
    ).toBeNull();
  });

  it('when a superuser searches for a part of an email in another case, then the matches come by email, page by page', async () => {
    const tag = `find-${Date.now().toString(36)}`;
    for (const name of ['cvita', 'ana', 'bruno']) await signUp(`${name}.${tag}@example.hr`);
    await signUp(`other-${Date.now().toString(36)}@example.hr`);
    const first = await admin.searchUsers(
      { email: ` ${tag.toUpperCase()}@Example `, pageSize: 2, pageToken: '' },
      superuser,
    );
    expect(first.users.map((user) => user.email)).toEqual([
      `ana.${tag}@example.hr`,
      `bruno.${tag}@example.hr`,
    ]);
    expect(first.users[0]).toMatchObject({
      firstName: 'Ana',
      isSuperuser: false,
      lockedAt: undefined,
      emailVerifiedAt: undefined,
    });
    const second = await admin.searchUsers(
      { email: tag, pageSize: 2, pageToken: first.nextPageToken },
      superuser,
    );
    expect(second.users.map((user) => user.email)).toEqual([`cvita.${tag}@example.hr`]);
    expect(second.nextPageToken).toBe('');
  });

  it('when the search text is one character or holds LIKE wildcards, then it is too short or matched literally', async () => {
    expect(
      await errorCodeOf(admin.searchUsers({ email: ' a ', pageSize: 0, pageToken: '' }, superuser)),
    ).toBe('query_too_short');
    const wildcards = await admin.searchUsers({ email: '%_', pageSize: 0, pageToken: '' }, superuser);
    expect(wildcards.users).toEqual([]);
  });

  it('when a superuser locks an account, then its session cannot refresh, a sign-in answers account_locked_by_admin, and after the unlock it signs in', async () => {
    const email = 'new.operator@moorline.local';
    const userId = await idOf(email);
    const before = await signInAs(email);
    const locked = await admin.lockUser({ userId }, superuser);
    expect(locked.user?.lockedAt).toBeInstanceOf(Date);
    expect(await errorCodeOf(accounts.refresh({ refreshToken: before.session?.refreshToken ?? '' }))).toBe(
      'refresh_failed',
    );
    expect(await errorCodeOf(signInAs(email))).toBe('account_locked_by_admin');
    expect(await errorCodeOf(signInAs(email, 'not-the-password'))).toBe('invalid_credentials');
    const again = await admin.lockUser({ userId }, superuser);
    expect(again.user?.lockedAt).toEqual(locked.user?.lockedAt);
    const unlocked = await admin.unlockUser({ userId }, superuser);
    expect(unlocked.user?.lockedAt).toBeUndefined();
    expect(await errorCodeOf(signInAs(email))).toBe('ok');
    expect(await admin.unlockUser({ userId }, superuser)).toEqual(unlocked);
  });

  it('when a superuser locks and unlocks an account, then each change (not a repeat) is announced for the audit log', async () => {
    const email = 'new.operator@moorline.local';
    const userId = await idOf(email);
    const announced = async () =>
      (
        await db
          .selectFrom('outbox')
          .select('payload')
          .where('event_type', '=', eventsV1.AccountLockChanged.$type)
          .where('aggregate_id', '=', userId)
          .orderBy('id')
          .execute()
      ).map((row) => eventsV1.AccountLockChanged.decode(row.payload));
    const earlier = (await announced()).length;
    const locked = await admin.lockUser({ userId }, superuser);
    await admin.lockUser({ userId }, superuser);
    await admin.unlockUser({ userId }, superuser);
    await admin.unlockUser({ userId }, superuser);
    expect((await announced()).slice(earlier)).toEqual([
      { userId, email, locked: true, actorUserId: adminUser, changedAt: locked.user?.lockedAt },
      { userId, email, locked: false, actorUserId: adminUser, changedAt: expect.any(Date) },
    ]);
  });

  it('when a locked user changes their password with their last access token, then it is account_locked_by_admin', async () => {
    const email = `change-${Date.now().toString(36)}@example.hr`;
    const userId = await signUp(email);
    await admin.lockUser({ userId }, superuser);
    const own = forwardAccessToken(await tokens.bearer({ userId, email }));
    const change = accounts.changePassword(
      { currentPassword: password, newPassword: 'new-harbour-42', newPassword2: 'new-harbour-42', client },
      own,
    );
    expect(await errorCodeOf(change)).toBe('account_locked_by_admin');
  });

  it('when a superuser locks themselves or another superuser, then it is superuser_not_lockable', async () => {
    const self = await idOf('admin@moorline.local');
    expect(await errorCodeOf(admin.lockUser({ userId: self }, superuser))).toBe('superuser_not_lockable');
    const other = await signUp(`second-admin-${Date.now().toString(36)}@example.hr`);
    await db
      .updateTable('users')
      .set({ roles: ['superuser'] })
      .where('id', '=', other)
      .execute();
    expect(await errorCodeOf(admin.lockUser({ userId: other }, superuser))).toBe('superuser_not_lockable');
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', 'sailor@moorline.local'],
  ])('when a superuser names %s, then lock, unlock and resend are not_found', async (_case, userId) => {
    const codes = await Promise.all(
      [
        admin.lockUser({ userId }, superuser),
        admin.unlockUser({ userId }, superuser),
        admin.resendVerification({ userId }, superuser),
      ].map(errorCodeOf),
    );
    expect(codes).toEqual(['not_found', 'not_found', 'not_found']);
  });

  it('when a superuser resends an unverified user’s verification, then a new key goes out that verifies the account, and a second resend is already_verified', async () => {
    const userId = await signUp(`resend-${Date.now().toString(36)}@example.hr`);
    await admin.resendVerification({ userId }, superuser);
    const keys = await verificationKeys(userId);
    expect(keys).toHaveLength(2);
    const newest = keys[keys.length - 1] ?? '';
    expect(newest).not.toBe(keys[0]);
    expect((await accounts.verifyEmail({ key: newest })).userId).toBe(userId);
    expect(await errorCodeOf(admin.resendVerification({ userId }, superuser))).toBe('already_verified');
  });
});
