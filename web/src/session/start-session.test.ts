import { describe, expect, it } from '@jest/globals';
import { ACCESS_TOKEN_KEY, USER_KEY } from './session-store';
import { jsonResponse, PROFILE, sessionOverFakeBff } from './session-test-kit';
import { startSession } from './start-session';

const STORED_USER = JSON.stringify({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Novak' });
const unauthenticated = () => jsonResponse(401, { code: 'unauthenticated', message: 'Unauthenticated' });
const refreshFailed = () => jsonResponse(401, { code: 'refresh_failed', message: 'Refresh failed' });

// The BFF's session hint: set with the refresh cookie at sign-in, gone with it.
const signedInBefore = { present: () => true };
const neverSignedIn = { present: () => false };
const clock = () => new Date('2026-11-25T10:00:00Z');
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An access token whose `exp` passed a minute before the clock's now. */
const EXPIRED_JWT = `${base64url({ alg: 'ES256' })}.${base64url({ exp: Date.parse('2026-11-25T09:59:00Z') / 1000 })}.sig`;

describe('session start-up (spec §4)', () => {
  it('when the held token verifies, then the session is authenticated and ready without a refresh', async () => {
    const kit = sessionOverFakeBff(
      {
        '/v1/auth/verify': (_, token) =>
          token === 'good' ? jsonResponse(200, { user_id: 'u1' }) : unauthenticated(),
      },
      { [ACCESS_TOKEN_KEY]: 'good', [USER_KEY]: STORED_USER },
    );
    expect(kit.store.snapshot().isReady).toBe(false);
    await startSession(kit.store, kit.client, signedInBefore, clock);
    expect(kit.calls).toEqual(['GET /v1/auth/verify']);
    expect(kit.store.snapshot()).toMatchObject({ isReady: true, signedIn: true, accessToken: 'good' });
  });

  it('when the held token does not verify, then one silent refresh renews it and the user is reloaded', async () => {
    const kit = sessionOverFakeBff(
      {
        '/v1/auth/verify': unauthenticated,
        '/v1/auth/refresh': () => jsonResponse(200, { access: 'renewed' }),
        '/v1/auth/profile': (_, token) =>
          token === 'renewed' ? jsonResponse(200, PROFILE) : unauthenticated(),
      },
      { [ACCESS_TOKEN_KEY]: 'expired', [USER_KEY]: STORED_USER },
    );
    await startSession(kit.store, kit.client, signedInBefore, clock);
    expect(kit.calls).toEqual(['GET /v1/auth/verify', 'POST /v1/auth/refresh', 'GET /v1/auth/profile']);
    expect(kit.store.snapshot()).toMatchObject({
      isReady: true,
      signedIn: true,
      accessToken: 'renewed',
      user: { firstName: 'Ana', language: 'hr' },
    });
  });

  it('when no token is held and the refresh cookie is gone, then auth is cleared, ready, and nobody is sent to sign in', async () => {
    const kit = sessionOverFakeBff({ '/v1/auth/refresh': refreshFailed }, { [USER_KEY]: STORED_USER });
    await startSession(kit.store, kit.client, signedInBefore, clock);
    expect(kit.calls).toEqual(['POST /v1/auth/refresh']);
    expect(kit.store.snapshot()).toEqual({ isReady: true, signedIn: false });
    expect(kit.store.getUser()).toBeNull();
    expect(kit.signInPrompts.count).toBe(0);
  });

  it('when no token and no session hint are held, then no call is made and the visitor is ready', async () => {
    const kit = sessionOverFakeBff({ '/v1/auth/refresh': refreshFailed }, { [USER_KEY]: STORED_USER });
    await startSession(kit.store, kit.client, neverSignedIn, clock);
    expect(kit.calls).toEqual([]);
    expect(kit.store.snapshot()).toEqual({ isReady: true, signedIn: false });
    expect(kit.store.getUser()).toBeNull();
  });

  it('when a held token does not verify and the hint is gone with the refresh cookie, then no refresh is asked', async () => {
    const kit = sessionOverFakeBff(
      { '/v1/auth/verify': unauthenticated, '/v1/auth/refresh': refreshFailed },
      { [ACCESS_TOKEN_KEY]: 'expired', [USER_KEY]: STORED_USER },
    );
    await startSession(kit.store, kit.client, neverSignedIn, clock);
    expect(kit.calls).toEqual(['GET /v1/auth/verify']);
    expect(kit.store.snapshot()).toEqual({ isReady: true, signedIn: false });
  });

  it('when the held token says it has expired, then start-up refreshes without asking to verify it', async () => {
    const kit = sessionOverFakeBff(
      {
        '/v1/auth/refresh': () => jsonResponse(200, { access: 'renewed' }),
        '/v1/auth/profile': (_, token) =>
          token === 'renewed' ? jsonResponse(200, PROFILE) : unauthenticated(),
      },
      { [ACCESS_TOKEN_KEY]: EXPIRED_JWT, [USER_KEY]: STORED_USER },
    );
    await startSession(kit.store, kit.client, signedInBefore, clock);
    expect(kit.calls).toEqual(['POST /v1/auth/refresh', 'GET /v1/auth/profile']);
    expect(kit.store.snapshot()).toMatchObject({ isReady: true, signedIn: true, accessToken: 'renewed' });
  });

  it('when verification and refresh both fail, then auth is cleared', async () => {
    const kit = sessionOverFakeBff(
      { '/v1/auth/verify': unauthenticated, '/v1/auth/refresh': refreshFailed },
      { [ACCESS_TOKEN_KEY]: 'expired', [USER_KEY]: STORED_USER },
    );
    await startSession(kit.store, kit.client, signedInBefore, clock);
    expect(kit.store.getToken()).toBeNull();
    expect(kit.store.snapshot()).toEqual({ isReady: true, signedIn: false });
  });
});
