import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import {
  latestAuthEvent,
  startAuthStack,
  verificationKeyOf,
  WEB_ORIGIN,
  type AuthStack,
} from './support/auth-stack';

describe('/api/v1/auth: sign-up, verification, sign-in and profile', () => {
  let stack: AuthStack;
  let counter = 0;
  const uniqueEmail = () => `sailor-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
  const post = (
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
    remoteAddress = '192.0.2.1',
  ) =>
    stack.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload,
      headers: { origin: WEB_ORIGIN, ...headers },
      remoteAddress,
    });
  const signUpBody = (email: string, overrides: object = {}) => ({
    first_name: 'Ana',
    last_name: 'Novak',
    email,
    password1: 'harbour-lights-42',
    password2: 'harbour-lights-42',
    terms: true,
    marketing: false,
    newsletter: true,
    language: 'sl',
    ...overrides,
  });
  const verifiedAccount = async (password = 'harbour-lights-42') => {
    const email = uniqueEmail();
    expect(
      (await post('signup', signUpBody(email, { password1: password, password2: password }))).statusCode,
    ).toBe(201);
    const key = await verificationKeyOf(stack.authDb, email);
    expect((await post('verify-email', { key })).statusCode).toBe(200);
    return { email, password };
  };
  const signIn = (email: string, password: string, remoteAddress?: string) =>
    post('signin', { email, password }, {}, remoteAddress);

  beforeAll(async () => {
    stack = await startAuthStack({ SIGNUP_LIMIT_PER_IP: 1000 });
  });
  afterAll(() => stack.stop());

  describe('sign-up', () => {
    it('when the form is valid, then 201 and UserRegistered plus a verification request are in the outbox', async () => {
      const email = uniqueEmail();
      const answer = await post('signup', signUpBody(email.toUpperCase()));
      expect(answer.statusCode).toBe(201);
      expect(answer.json()).toMatchObject({ email });
      const registered = await latestAuthEvent(stack.authDb, eventsV1.UserRegistered, email);
      expect(registered).toMatchObject({
        email,
        firstName: 'Ana',
        language: 'sl',
        newsletter: true,
        marketing: false,
      });
      const verification = await latestAuthEvent(stack.authDb, eventsV1.EmailVerificationRequested, email);
      expect(verification.verificationKey.length).toBeGreaterThan(30);
      const lifetimeMs = (verification.expiresAt?.getTime() ?? 0) - Date.now();
      expect(lifetimeMs).toBeGreaterThan(3 * 24 * 3600_000 - 60_000);
      expect(lifetimeMs).toBeLessThanOrEqual(3 * 24 * 3600_000);
    });

    it('when the key is stored, then only its hash is kept', async () => {
      const email = uniqueEmail();
      await post('signup', signUpBody(email));
      const key = await verificationKeyOf(stack.authDb, email);
      const rows = await stack.authDb.selectFrom('email_verification_keys').select('token_hash').execute();
      expect(rows.some((row) => row.token_hash.toString('base64url') === key)).toBe(false);
      expect(rows.some((row) => row.token_hash.toString('utf8').includes(key))).toBe(false);
    });

    it.each([
      ['an email already registered (any case)', 409, 'email_exists', 'existing', {}, 'Email already exists'],
      [
        'different passwords',
        400,
        'passwords_mismatch',
        'new',
        { password2: 'harbour-lights-43' },
        'Passwords do not match',
      ],
      [
        'a 7-character password',
        400,
        'weak_password',
        'new',
        { password1: 'short12', password2: 'short12' },
        'The password must be 8 to 128 characters long',
      ],
      ['terms not accepted', 400, 'terms_required', 'new', { terms: false }, 'The terms must be accepted'],
      ['an invalid email', 400, 'invalid_email', 'bad', {}, 'Invalid email address'],
    ])('when the form has %s, then %i %s', async (_case, status, code, emailKind, overrides, message) => {
      const existing = uniqueEmail();
      await post('signup', signUpBody(existing));
      const email =
        emailKind === 'existing'
          ? existing.toUpperCase()
          : emailKind === 'bad'
            ? 'not-an-email'
            : uniqueEmail();
      const answer = await post('signup', signUpBody(email, overrides));
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toEqual({ code, message });
    });

    it('when the body misses a field, then 400 invalid_request', async () => {
      const answer = await post('signup', { email: uniqueEmail() });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'invalid_request', message: 'Invalid entry' });
    });

    it.each(['', 'a..b@example.com', 'a.@example.com', 'a@x.c', 'x'.repeat(250) + '@example.com'])(
      'when the email is %p, which the stated pattern refuses, then 400 invalid_email as auth answers it',
      async (email) => {
        for (const route of ['signup', 'signup-qr']) {
          const answer = await post(route, { ...signUpBody(email), key: 'any-key' });
          expect(answer.statusCode).toBe(400);
          expect(answer.json()).toEqual({ code: 'invalid_email', message: 'Invalid email address' });
        }
      },
    );

    it('when the email has blanks around it, then the pattern lets it through and auth trims it', async () => {
      const email = uniqueEmail();
      const answer = await post('signup', signUpBody(`  ${email}\n`));
      expect(answer.statusCode).toBe(201);
      expect(answer.json().email).toBe(email);
    });
  });

  describe('email verification', () => {
    it('when the key is followed twice, then verified and then already_verified', async () => {
      const email = uniqueEmail();
      await post('signup', signUpBody(email));
      const key = await verificationKeyOf(stack.authDb, email);
      const first = await post('verify-email', { key });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ email });
      expect(await latestAuthEvent(stack.authDb, eventsV1.EmailVerified, email)).toMatchObject({ email });
      const second = await post('verify-email', { key });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ code: 'already_verified', message: 'Email has been verified already' });
    });

    it('when the key is unknown or expired, then invalid_key', async () => {
      const unknown = await post('verify-email', { key: 'made-up-key' });
      expect(unknown.json()).toEqual({ code: 'invalid_key', message: 'Key is invalid' });
      const email = uniqueEmail();
      await post('signup', signUpBody(email));
      const key = await verificationKeyOf(stack.authDb, email);
      await stack.authDb
        .updateTable('email_verification_keys')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const expired = await post('verify-email', { key });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ code: 'invalid_key', message: 'Key is invalid' });
    });
  });

  describe('sign-in', () => {
    it('when the account is not verified, then a wrong password says invalid_credentials and the right one email_not_verified', async () => {
      const email = uniqueEmail();
      await post('signup', signUpBody(email));
      const wrong = await signIn(email, 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ code: 'invalid_credentials', error: 'Invalid credentials' });
      const right = await signIn(email, 'harbour-lights-42');
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ code: 'email_not_verified', error: 'E-mail not verified' });
    });

    it('when the credentials are right, then `access`, the profile and an HttpOnly, Secure, SameSite=Strict refresh cookie', async () => {
      const { email, password } = await verifiedAccount();
      const answer = await signIn(email.toUpperCase(), password);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.access.split('.')).toHaveLength(3);
      expect(body.user).toEqual({
        email,
        first_name: 'Ana',
        last_name: 'Novak',
        phone: '',
        is_superuser: false,
        is_concessionaire: false,
        is_manager: false,
        is_employee: false,
        language: 'sl',
      });
      const cookie = String(answer.headers['set-cookie']);
      expect(cookie).toMatch(/^moorline_refresh=[\w-]{40,};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/api/v1/auth');
      expect(body).not.toHaveProperty('refresh');
    });

    it('when the email is unknown, then invalid_credentials', async () => {
      const answer = await signIn(uniqueEmail(), 'whatever-123');
      expect(answer.json()).toEqual({ code: 'invalid_credentials', error: 'Invalid credentials' });
    });

    it('when five wrong passwords come within 15 minutes, then the account is locked, reported only with the right password, and opens after 15 minutes', async () => {
      const { email, password } = await verifiedAccount();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signIn(email, `wrong-${attempt}-password`)).json().code).toBe('invalid_credentials');
      }
      expect((await signIn(email, 'wrong-again-password')).json().code).toBe('invalid_credentials');
      const locked = await signIn(email, password);
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toEqual({
        code: 'account_locked',
        error: 'Account locked after several failed attempts, try later',
      });
      // Fifteen minutes pass.
      const past = new Date(Date.now() - 15 * 60_000 - 1000);
      await stack.authDb
        .updateTable('users')
        .set({ locked_until: past })
        .where('email', '=', email)
        .execute();
      await stack.authDb.updateTable('failed_sign_ins').set({ failed_at: past }).execute();
      expect((await signIn(email, password)).statusCode).toBe(200);
    });

    it('when four wrong passwords come, then the fifth attempt with the right one signs in', async () => {
      const { email, password } = await verifiedAccount();
      for (let attempt = 0; attempt < 4; attempt += 1) await signIn(email, `wrong-${attempt}-password`);
      expect((await signIn(email, password)).statusCode).toBe(200);
    });
  });

  describe('profile and language', () => {
    const withToken = async () => {
      const { email, password } = await verifiedAccount();
      const access: string = (await signIn(email, password)).json().access;
      return { email, authorization: `Bearer ${access}` };
    };

    it('when signed in, then the profile is read, edited and the language stored', async () => {
      const { email, authorization } = await withToken();
      const read = await stack.app.inject({
        method: 'GET',
        url: '/api/v1/auth/profile',
        headers: { authorization },
      });
      expect(read.json()).toMatchObject({ email, first_name: 'Ana', language: 'sl' });
      const edited = await stack.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/profile',
        headers: { authorization },
        payload: { first_name: ' Marta ', last_name: 'Horvat', phone: '+385 91 234 5678' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        first_name: 'Marta',
        last_name: 'Horvat',
        phone: '+385 91 234 5678',
      });
      const language = await post('update-language', { language: 'hr' }, { authorization });
      expect(language.json()).toEqual({ language: 'hr' });
      const again = await stack.app.inject({
        method: 'GET',
        url: '/api/v1/auth/profile',
        headers: { authorization },
      });
      expect(again.json()).toMatchObject({ first_name: 'Marta', language: 'hr' });
    });

    it('when the profile is edited with an empty first name or an unknown language, then 400 invalid_request', async () => {
      const { authorization } = await withToken();
      const empty = await stack.app.inject({
        method: 'PATCH',
        url: '/api/v1/auth/profile',
        headers: { authorization },
        payload: { first_name: ' ', last_name: 'Horvat', phone: '' },
      });
      expect(empty.json()).toEqual({ code: 'invalid_request', message: 'Invalid entry' });
      expect((await post('update-language', { language: 'de' }, { authorization })).statusCode).toBe(400);
    });

    it('when no token or a bad token is sent, then profile and verify are 401 unauthenticated', async () => {
      for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
        for (const url of ['/api/v1/auth/profile', '/api/v1/auth/verify']) {
          const answer = await stack.app.inject({ method: 'GET', url, headers });
          expect(answer.statusCode).toBe(401);
          expect(answer.json()).toEqual({ code: 'unauthenticated', message: 'Authentication required' });
        }
      }
    });

    it('when the token is valid, then verify answers its claims', async () => {
      const { email, authorization } = await withToken();
      const answer = await stack.app.inject({
        method: 'GET',
        url: '/api/v1/auth/verify',
        headers: { authorization },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ email, is_superuser: false });
    });
  });
});
