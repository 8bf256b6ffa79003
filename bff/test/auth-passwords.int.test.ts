import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import { authClient, uniqueEmail } from './support/auth-client';
import { latestAuthEvent, resetLinkOf, startAuthStack, type AuthStack } from './support/auth-stack';

describe('/api/v1/auth: forgotten password, reset link and password change', () => {
  let stack: AuthStack;
  let client: ReturnType<typeof authClient>;
  const validate = (uid: string, token: string) =>
    stack.app.inject({ method: 'GET', url: `/api/v1/auth/validate-reset-token/${uid}/${token}` });

  beforeAll(async () => {
    stack = await startAuthStack();
    client = authClient(stack);
  });
  afterAll(() => stack.stop());

  it('when a reset is asked for a known and an unknown email, then both get the same 202 and only the known one a link', async () => {
    const user = await client.signedInUser();
    const known = await client.post('request-password-reset', { email: user.email, language: 'it' });
    const unknown = await client.post('request-password-reset', { email: uniqueEmail(), language: 'it' });
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.body).toBe(unknown.body);
    const event = await latestAuthEvent(stack.authDb, eventsV1.PasswordResetRequested, user.email);
    // Issue 17: the email goes out in the language of the page it was asked on, not the account's (hr).
    expect(event).toMatchObject({ email: user.email, language: 'it', firstName: 'Ivan' });
    const lifetimeMs = (event.expiresAt?.getTime() ?? 0) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(59 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(60 * 60_000);
  });

  it("when a reset is asked without a language, then the email goes out in the account's language", async () => {
    const user = await client.signedInUser();
    expect((await client.post('request-password-reset', { email: user.email })).statusCode).toBe(202);
    const event = await latestAuthEvent(stack.authDb, eventsV1.PasswordResetRequested, user.email);
    expect(event).toMatchObject({ email: user.email, language: 'hr' });
  });

  it('when the email is not an address, then 400 invalid_email', async () => {
    const answer = await client.post('request-password-reset', { email: 'sailor-at-sea' });
    expect(answer.json()).toEqual({ code: 'invalid_email', message: 'Invalid email address' });
  });

  it('when the link is followed, then it validates, sets the password once, and ends every session', async () => {
    const user = await client.signedInUser();
    await client.post('request-password-reset', { email: user.email });
    const { uid, token } = await resetLinkOf(stack.authDb, user.email);
    expect((await validate(uid, token)).json()).toEqual({ valid: true });

    const mismatch = await client.post('confirm-password-reset', {
      uid,
      token,
      new_password: 'new-harbour-1',
      new_password2: 'new-harbour-2',
    });
    expect(mismatch.json()).toEqual({ code: 'passwords_mismatch', message: 'Passwords do not match' });

    const reset = { uid, token, new_password: 'new-harbour-1', new_password2: 'new-harbour-1' };
    expect((await client.post('confirm-password-reset', reset)).statusCode).toBe(204);
    expect((await client.post('refresh', undefined, { refresh: user.refresh })).statusCode).toBe(401);
    expect((await client.post('signin', { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    expect((await client.post('signin', { email: user.email, password: 'new-harbour-1' })).statusCode).toBe(
      200,
    );

    const again = await client.post('confirm-password-reset', {
      ...reset,
      new_password: 'x-harbour-3',
      new_password2: 'x-harbour-3',
    });
    expect(again.json()).toEqual({ code: 'invalid_or_expired_token', message: 'Invalid or expired token' });
    expect((await validate(uid, token)).json()).toEqual({
      code: 'invalid_or_expired_token',
      message: 'Invalid or expired token',
    });
  });

  it('when the link is older than an hour, then it is invalid or expired', async () => {
    const user = await client.signedInUser();
    await client.post('request-password-reset', { email: user.email });
    const { uid, token } = await resetLinkOf(stack.authDb, user.email);
    await stack.authDb
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const answer = await validate(uid, token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'invalid_or_expired_token', message: 'Invalid or expired token' });
  });

  it('when a newer link is asked for, then the older one stops working', async () => {
    const user = await client.signedInUser();
    await client.post('request-password-reset', { email: user.email });
    const older = await resetLinkOf(stack.authDb, user.email);
    await client.post('request-password-reset', { email: user.email });
    const newer = await resetLinkOf(stack.authDb, user.email);
    expect((await validate(older.uid, older.token)).statusCode).toBe(400);
    expect((await validate(newer.uid, newer.token)).statusCode).toBe(200);
  });

  it('when the uid is not ours or belongs to someone else, then the token is not validated or invalid', async () => {
    const user = await client.signedInUser();
    const other = await client.signedInUser();
    await client.post('request-password-reset', { email: user.email });
    await client.post('request-password-reset', { email: other.email });
    const mine = await resetLinkOf(stack.authDb, user.email);
    const theirs = await resetLinkOf(stack.authDb, other.email);
    expect((await validate('garbage', mine.token)).json()).toEqual({
      code: 'token_not_validated',
      message: 'This token could not be validated',
    });
    expect((await validate(theirs.uid, mine.token)).json().code).toBe('invalid_or_expired_token');
  });

  it.each([
    ['a uid of 16 bytes in non-canonical base64', `${'A'.repeat(21)}B`, 'token', 'token_not_validated'],
    ['an empty uid', '', 'token', 'token_not_validated'],
    ['a token of the wrong length', 'uid', 'x'.repeat(42), 'invalid_or_expired_token'],
    ['an empty token', 'uid', '', 'invalid_or_expired_token'],
  ])(
    'when the link has %s, which the stated pattern refuses, then 400 with the code auth answers',
    async (_, uid, token, code) => {
      const user = await client.signedInUser();
      await client.post('request-password-reset', { email: user.email });
      const link = await resetLinkOf(stack.authDb, user.email);
      const sent = { uid: uid === 'uid' ? link.uid : uid, token: token === 'token' ? link.token : token };
      const passwords = { new_password: 'new-harbour-7', new_password2: 'new-harbour-7' };
      const confirmed = await client.post('confirm-password-reset', { ...sent, ...passwords });
      expect([confirmed.statusCode, confirmed.json().code]).toEqual([400, code]);
      if (sent.uid !== '' && sent.token !== '') {
        const validated = await validate(sent.uid, sent.token);
        expect([validated.statusCode, validated.json().code]).toEqual([400, code]);
      }
    },
  );

  describe('password change', () => {
    const change = (access: string, body: object, refresh?: string) =>
      client.post('change-password', body, { headers: { authorization: `Bearer ${access}` }, refresh });

    it('when the current password is wrong, then incorrect_current_password', async () => {
      const user = await client.signedInUser();
      const answer = await change(user.access, {
        current_password: 'not-my-password',
        new_password: 'new-harbour-9',
        new_password2: 'new-harbour-9',
      });
      expect(answer.json()).toEqual({
        code: 'incorrect_current_password',
        message: 'Incorrect current password',
      });
    });

    it('when the new passwords differ, then passwords_mismatch', async () => {
      const user = await client.signedInUser();
      const answer = await change(user.access, {
        current_password: user.password,
        new_password: 'new-harbour-9',
        new_password2: 'new-harbour-8',
      });
      expect(answer.json()).toEqual({ code: 'passwords_mismatch', message: 'Passwords do not match' });
    });

    it('when the change succeeds, then other sessions end and this browser gets a fresh one', async () => {
      const user = await client.signedInUser();
      const otherBrowser = await client.post('signin', { email: user.email, password: user.password });
      const otherRefresh = client.refreshCookieOf(otherBrowser)?.value ?? '';
      const answer = await change(user.access, {
        current_password: user.password,
        new_password: 'new-harbour-9',
        new_password2: 'new-harbour-9',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().access.split('.')).toHaveLength(3);
      const fresh = client.refreshCookieOf(answer)?.value ?? '';
      expect((await client.post('refresh', undefined, { refresh: otherRefresh })).statusCode).toBe(401);
      expect((await client.post('refresh', undefined, { refresh: user.refresh })).statusCode).toBe(401);
      expect((await client.post('refresh', undefined, { refresh: fresh })).statusCode).toBe(200);
      expect((await client.post('signin', { email: user.email, password: 'new-harbour-9' })).statusCode).toBe(
        200,
      );
    });

    it('when no access token is sent, then 401', async () => {
      const answer = await client.post('change-password', {
        current_password: 'a',
        new_password: 'new-harbour-9',
        new_password2: 'new-harbour-9',
      });
      expect(answer.statusCode).toBe(401);
    });
  });
});

describe('/api/v1/auth: rate limits', () => {
  let stack: AuthStack;
  let client: ReturnType<typeof authClient>;
  const tooMany = { code: 'too_many_requests', message: 'Too many requests, try later' };

  beforeAll(async () => {
    stack = await startAuthStack({
      SIGNIN_LIMIT_PER_IP: 4,
      SIGNIN_LIMIT_PER_ACCOUNT: 3,
      SIGNUP_LIMIT_PER_IP: 2,
      PASSWORD_RESET_LIMIT: 2,
    });
    client = authClient(stack);
  });
  afterAll(() => stack.stop());

  it('when one address signs in too often, then 429 in the sign-in error shape', async () => {
    const from = '198.51.100.7';
    for (let attempt = 0; attempt < 4; attempt += 1)
      await client.post('signin', { email: uniqueEmail(), password: 'x-password' }, { remoteAddress: from });
    const limited = await client.post(
      'signin',
      { email: uniqueEmail(), password: 'x-password' },
      { remoteAddress: from },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', error: 'Too many requests, try later' });
    // The window is 15 minutes from the oldest attempt, made a moment ago.
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(880);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    const elsewhere = await client.post(
      'signin',
      { email: uniqueEmail(), password: 'x-password' },
      { remoteAddress: '198.51.100.8' },
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('when auth has said an address is spent, then the BFF turns it away by itself until then (issue 31 item 3)', async () => {
    const from = '198.51.100.9';
    for (let attempt = 0; attempt < 5; attempt += 1)
      await client.post('signin', { email: uniqueEmail(), password: 'x-password' }, { remoteAddress: from });
    const answeredBefore = await stack.signInsAnsweredByAuth();
    const flood = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('signin', { email: uniqueEmail(), password: 'x-password' }, { remoteAddress: from }),
      ),
    );
    expect(flood.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 429));
    expect(flood.every((answer) => Number(answer.headers['retry-after']) > 880)).toBe(true);
    expect(await stack.signInsAnsweredByAuth()).toBe(answeredBefore);
    // Another address still reaches auth.
    await client.post(
      'signin',
      { email: uniqueEmail(), password: 'x-password' },
      { remoteAddress: '198.51.100.10' },
    );
    expect(await stack.signInsAnsweredByAuth()).toBe(answeredBefore + 1);
  });

  it('when one account is tried from many addresses, then the account limit applies', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 3; attempt += 1)
      await client.post(
        'signin',
        { email, password: 'x-password' },
        { remoteAddress: `203.0.113.${attempt + 1}` },
      );
    const limited = await client.post(
      'signin',
      { email: email.toUpperCase(), password: 'x-password' },
      { remoteAddress: '203.0.113.99' },
    );
    expect(limited.statusCode).toBe(429);
  });

  it('when one address signs up too often, then 429', async () => {
    const signUp = () =>
      client.post(
        'signup',
        {
          first_name: 'A',
          last_name: 'B',
          email: uniqueEmail(),
          password1: 'pass-word-1',
          password2: 'pass-word-1',
          terms: true,
        },
        { remoteAddress: '198.51.100.20' },
      );
    expect((await signUp()).statusCode).toBe(201);
    expect((await signUp()).statusCode).toBe(201);
    const limited = await signUp();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
  });

  it('when resets are asked too often for one email, then 429 even from new addresses', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect(
        (await client.post('request-password-reset', { email }, { remoteAddress: `192.0.2.${attempt + 50}` }))
          .statusCode,
      ).toBe(202);
    const limited = await client.post('request-password-reset', { email }, { remoteAddress: '192.0.2.60' });
    expect(limited.json()).toEqual(tooMany);
  });
});
