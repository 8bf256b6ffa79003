import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { authClient, uniqueEmail } from './support/auth-client';
import { startAuthStack, type AuthStack } from './support/auth-stack';

// Issue 27 item 1 through the BFF: the admin console's user support on the real auth service.

describe('/api/v1/admin/users on the real auth service', () => {
  let stack: AuthStack;
  let client: ReturnType<typeof authClient>;
  let admin: string;
  let boater: string;

  const call = (method: 'GET' | 'POST', url: string, authorization?: string) =>
    stack.app.inject({ method, url: `/api/v1${url}`, headers: authorization ? { authorization } : {} });

  const failure = (response: Awaited<ReturnType<typeof call>>) => ({
    status: response.statusCode,
    code: response.json<{ code: string }>().code,
  });

  async function unverifiedUser() {
    const email = uniqueEmail();
    const signUp = await client.post('signup', {
      first_name: 'Marija',
      last_name: 'Novak',
      email,
      password1: 'harbour-lights-42',
      password2: 'harbour-lights-42',
      terms: true,
      language: 'sl',
    });
    return { email, userId: signUp.json<{ user_id: string }>().user_id };
  }

  beforeAll(async () => {
    stack = await startAuthStack();
    client = authClient(stack);
    admin = await stack.tokens.bearer({ userId: randomUUID(), roles: ['superuser'] });
    boater = await stack.tokens.bearer({ userId: randomUUID() });
  });

  afterAll(() => stack.stop());

  it.each([
    ['the search', 200, 'GET', () => '/admin/users?email=example&limit=5'],
    ['lock', 200, 'POST', (id: string) => `/admin/users/${id}/lock`],
    ['unlock', 200, 'POST', (id: string) => `/admin/users/${id}/unlock`],
    ['resend the verification', 204, 'POST', (id: string) => `/admin/users/${id}/resend-verification`],
  ] as const)('when each role asks for %s, then 401, 403 and %i', async (_name, granted, method, path) => {
    const { userId } = await unverifiedUser();
    expect((await call(method, path(userId))).statusCode).toBe(401);
    expect((await call(method, path(userId), boater)).statusCode).toBe(403);
    expect((await call(method, path(userId), admin)).statusCode).toBe(granted);
  });

  it.each([
    ['lock', 'lock'],
    ['unlock', 'unlock'],
    ['resend', 'resend-verification'],
  ])('when a superuser names a malformed or unknown id to %s, then 400 and 404', async (_name, action) => {
    expect(failure(await call('POST', `/admin/users/not-a-uuid/${action}`, admin))).toEqual({
      status: 400,
      code: 'invalid_request',
    });
    expect(failure(await call('POST', `/admin/users/${randomUUID()}/${action}`, admin))).toEqual({
      status: 404,
      code: 'not_found',
    });
  });

  it('when a superuser searches for a part of an email, then it answers the account with its state', async () => {
    const { email, userId } = await unverifiedUser();
    const response = await call(
      'GET',
      `/admin/users?email=${encodeURIComponent(email.toUpperCase())}`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      users: [expect.objectContaining({ user_id: userId, email, email_verified_at: null, locked_at: null })],
      next_cursor: null,
    });
    expect(failure(await call('GET', '/admin/users?email=x', admin))).toEqual({
      status: 400,
      code: 'query_too_short',
    });
  });

  it('when a superuser locks a user, then their sign-in answers 423 account_locked_by_admin and their refresh 401, until unlocked', async () => {
    const user = await client.signedInUser();
    const [found] = (await call('GET', `/admin/users?email=${encodeURIComponent(user.email)}`, admin)).json<{
      users: { user_id: string }[];
    }>().users;
    const userId = found?.user_id ?? '';
    const locked = await call('POST', `/admin/users/${userId}/lock`, admin);
    expect(locked.json<{ locked_at: string | null }>().locked_at).not.toBeNull();
    const signIn = await client.post('signin', { email: user.email, password: user.password });
    expect(failure(signIn)).toEqual({ status: 423, code: 'account_locked_by_admin' });
    const refresh = await client.post('refresh', undefined, { refresh: user.refresh });
    expect(refresh.statusCode).toBe(401);
    await call('POST', `/admin/users/${userId}/unlock`, admin);
    expect((await client.post('signin', { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it('when a superuser locks a superuser or resends to a verified account, then 409 with its code', async () => {
    const user = await client.signedInUser();
    const row = await stack.authDb
      .updateTable('users')
      .set({ roles: ['superuser'] })
      .where('email', '=', user.email)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(failure(await call('POST', `/admin/users/${row.id}/lock`, admin))).toEqual({
      status: 409,
      code: 'superuser_not_lockable',
    });
    expect(failure(await call('POST', `/admin/users/${row.id}/resend-verification`, admin))).toEqual({
      status: 409,
      code: 'already_verified',
    });
  });
});
