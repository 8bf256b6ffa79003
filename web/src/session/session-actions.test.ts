import { describe, expect, it } from '@jest/globals';
import { changePassword, renewSession, signIn, signOut } from './session-actions';
import { ACCESS_TOKEN_KEY, USER_KEY } from './session-store';
import { jsonResponse, PROFILE, sessionOverFakeBff } from './session-test-kit';

const CREDENTIALS = { email: 'ana@example.com', password: 'correct horse' };
const SIGNED_IN = { [ACCESS_TOKEN_KEY]: 'token', [USER_KEY]: JSON.stringify({ email: 'ana@example.com' }) };

describe('session actions', () => {
  it('when sign-in answers with access and user, then both are stored', async () => {
    const kit = sessionOverFakeBff({
      '/v1/auth/signin': () => jsonResponse(200, { access: 'a1', user: PROFILE }),
    });
    expect(await signIn(kit.client, kit.store, CREDENTIALS)).toBeNull();
    expect(kit.store.snapshot()).toMatchObject({
      signedIn: true,
      accessToken: 'a1',
      user: { lastName: 'Novak' },
    });
  });

  it('when sign-in answers 200 without access, then it fails with login_failed (spec §5)', async () => {
    const kit = sessionOverFakeBff({ '/v1/auth/signin': () => jsonResponse(200, { user: PROFILE }) });
    expect(await signIn(kit.client, kit.store, CREDENTIALS)).toEqual({ code: 'login_failed', text: null });
    expect(kit.store.getToken()).toBeNull();
  });

  it('when sign-in is refused, then the code and the text of the error field come back', async () => {
    const kit = sessionOverFakeBff({
      '/v1/auth/signin': () =>
        jsonResponse(401, { code: 'invalid_credentials', error: 'Invalid credentials' }),
    });
    expect(await signIn(kit.client, kit.store, CREDENTIALS)).toEqual({
      code: 'invalid_credentials',
      text: 'Invalid credentials',
    });
  });

  it('when the logout call fails, then auth is cleared all the same', async () => {
    const kit = sessionOverFakeBff(
      {
        '/v1/auth/logout': () => {
          throw new TypeError('Failed to fetch');
        },
      },
      SIGNED_IN,
    );
    await signOut(kit.client, kit.store);
    expect(kit.store.getToken()).toBeNull();
    expect(kit.store.getUser()).toBeNull();
  });

  it('when the password is changed, then the new access token replaces the old one', async () => {
    const kit = sessionOverFakeBff(
      { '/v1/auth/change-password': () => jsonResponse(200, { access: 'a2' }) },
      SIGNED_IN,
    );
    const outcome = await changePassword(kit.client, kit.store, {
      current_password: 'old password',
      new_password: 'new password',
      new_password2: 'new password',
    });
    expect(outcome).toBeNull();
    expect(kit.store.getToken()).toBe('a2');
  });

  it('when the session is renewed after a new role, then the new token and the profile’s flags are stored', async () => {
    const kit = sessionOverFakeBff(
      {
        '/v1/auth/refresh': () => jsonResponse(200, { access: 'a3' }),
        '/v1/auth/profile': () =>
          jsonResponse(200, { ...PROFILE, is_concessionaire: true, is_manager: true }),
      },
      SIGNED_IN,
    );
    await renewSession(kit.client, kit.store);
    expect(kit.store.snapshot()).toMatchObject({
      accessToken: 'a3',
      user: { isConcessionaire: true, isManager: true },
    });
  });
});
