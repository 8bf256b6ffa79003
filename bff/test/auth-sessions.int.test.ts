import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authClient } from './support/auth-client';
import { startAuthStack, type AuthStack } from './support/auth-stack';

describe('/api/v1/auth: refresh-token rotation and sign-out', () => {
  let stack: AuthStack;
  let client: ReturnType<typeof authClient>;

  beforeAll(async () => {
    stack = await startAuthStack({ REFRESH_GRACE_SECONDS: 20 });
    client = authClient(stack);
  });
  afterAll(() => stack.stop());

  it('when the refresh cookie is presented, then a new access token comes with a rotated cookie', async () => {
    const user = await client.signedInUser();
    const answer = await client.post('refresh', undefined, { refresh: user.refresh });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().access).not.toBe(user.access);
    const rotated = client.refreshCookieOf(answer);
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(user.refresh);
    expect(rotated).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/v1/auth' });
    // The session hint comes with it for the web app's scripts: no secret, same lifetime.
    const hint = answer.cookies.find((cookie) => cookie.name === 'moorline_session');
    expect(hint).toMatchObject({ value: '1', secure: true, sameSite: 'Strict', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(rotated?.expires?.getTime());
    const next = await client.post('refresh', undefined, { refresh: rotated?.value ?? '' });
    expect(next.statusCode).toBe(200);
  });

  it('when there is no cookie or an unknown one, then 401 refresh_failed', async () => {
    for (const refresh of [undefined, 'made-up-token']) {
      const answer = await client.post('refresh', undefined, { refresh });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 'refresh_failed', message: 'Refresh failed' });
      // A stale hint goes with the dead token, so the web app stops asking.
      const hint = answer.cookies.find((cookie) => cookie.name === 'moorline_session');
      expect(hint?.expires?.getTime()).toBeLessThan(Date.now());
    }
  });

  it('when a spent token comes back after the grace window, then the whole family is revoked', async () => {
    const user = await client.signedInUser();
    const first = await client.post('refresh', undefined, { refresh: user.refresh });
    const successor = client.refreshCookieOf(first)?.value ?? '';
    // The grace window passes.
    await stack.authDb
      .updateTable('refresh_tokens')
      .set({ spent_at: new Date(Date.now() - 21_000) })
      .where('spent_at', 'is not', null)
      .execute();
    const replay = await client.post('refresh', undefined, { refresh: user.refresh });
    expect(replay.json()).toEqual({ code: 'refresh_failed', message: 'Refresh failed' });
    // The thief's replay also ends the session of the rightful holder.
    const holder = await client.post('refresh', undefined, { refresh: successor });
    expect(holder.statusCode).toBe(401);
    const family = await stack.authDb.selectFrom('refresh_families').select('revoked_reason').execute();
    expect(family.map((row) => row.revoked_reason)).toContain('reuse');
  });

  it('when ten refreshes with one token arrive at once, then all ten succeed', async () => {
    const user = await client.signedInUser();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('refresh', undefined, { refresh: user.refresh })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const cookies = answers.map((answer) => client.refreshCookieOf(answer)?.value);
    expect(new Set(cookies).size).toBe(10);
    // And the session lives on with any of them.
    expect((await client.post('refresh', undefined, { refresh: cookies[9] ?? '' })).statusCode).toBe(200);
  });

  it('when the browser signs out, then its cookie is cleared and its refresh token is dead', async () => {
    const user = await client.signedInUser();
    const answer = await client.post('logout', undefined, { refresh: user.refresh });
    expect(answer.statusCode).toBe(204);
    const cleared = client.refreshCookieOf(answer);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    const hint = answer.cookies.find((cookie) => cookie.name === 'moorline_session');
    expect(hint).toMatchObject({ value: '', path: '/' });
    expect(hint?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await client.post('refresh', undefined, { refresh: user.refresh })).statusCode).toBe(401);
    // Signing out again, with the cookie gone, still succeeds.
    expect((await client.post('logout')).statusCode).toBe(204);
  });

  it('when a cookie-authenticated call comes from another site, then 403 and the token is not spent', async () => {
    const user = await client.signedInUser();
    const foreignOrigin = await client.post('refresh', undefined, {
      refresh: user.refresh,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const crossSite = await client.post('logout', undefined, {
      refresh: user.refresh,
      headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await client.post('refresh', undefined, { refresh: user.refresh })).statusCode).toBe(200);
  });

  it('when a page of another origin asks, then CORS allows only the web app, with credentials', async () => {
    const preflight = (origin: string) =>
      stack.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/auth/refresh',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const ours = await preflight('http://localhost:3000');
    expect(ours.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(ours.headers['access-control-allow-credentials']).toBe('true');
  });

  it('when the web app edits the profile, then the preflight allows PATCH with the bearer header', async () => {
    const preflight = await stack.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/profile',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toContain('PATCH');
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });
});

describe('/api/v1/auth: refresh without the grace window (negative twin)', () => {
  let stack: AuthStack;

  beforeAll(async () => {
    stack = await startAuthStack({ REFRESH_GRACE_SECONDS: 0 });
  });
  afterAll(() => stack.stop());

  it('when ten refreshes with one token race and no grace is given, then they do not all succeed', async () => {
    const client = authClient(stack);
    const user = await client.signedInUser();
    // Let the clock move past the spend time, so a second presentation is outside a zero window.
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 5));
        return client.post('refresh', undefined, { refresh: user.refresh });
      }),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeLessThan(10);
  });
});
