import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createAccessTokenVerifier } from '@moorline/kit';
import { uniqueEmail } from './support/auth-client';
import { WEB_ORIGIN, type AuthStack } from './support/auth-stack';
import { startAuthStackWithQrCode } from './support/qr-auth-stack';

// Issue 14: a boater without an account continues at a buoy with a guest token; the key is the
// slug of the buoy's QR code, which catalog knows.
describe('POST /api/v1/qr/guest-session against the real auth and catalog', () => {
  let stack: AuthStack;
  let qrSlug: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ stack, qrSlug, stop } = await startAuthStackWithQrCode());
  });
  afterAll(() => stop());

  const guestDetails = (overrides: Record<string, unknown> = {}) => ({
    key: qrSlug,
    email: uniqueEmail(),
    first_name: 'Luca',
    last_name: 'Bianchi',
    phone: '+39 312 345 6789',
    language: 'it',
    ...overrides,
  });
  const startGuestSession = (payload: object) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/qr/guest-session',
      headers: { origin: WEB_ORIGIN },
      payload,
    });
  const asBearer = (access: string) => ({ authorization: `Bearer ${access}`, origin: WEB_ORIGIN });

  it('when the key is a real QR code, then 201 with a guest token for that code, its expiry, the guest id and the E.164 phone', async () => {
    const details = guestDetails();
    const answer = await startGuestSession(details);
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json();
    expect(body).toEqual({
      access: expect.any(String),
      expires_at: expect.any(String),
      guest_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      phone: '+393123456789',
    });
    const claims = await createAccessTokenVerifier(stack.tokens.verifierEnv)(body.access);
    // Issue 26 item 3: the token names the code, so booking holds only that buoy for the guest.
    expect(claims).toMatchObject({ userId: body.guest_id, email: details.email, roles: ['guest'], qrSlug });
    expect(new Date(body.expires_at).getTime()).toBe(claims.expiresAt.getTime());
  });

  it('when the key is unknown, then 400 invalid_key and no guest', async () => {
    const details = guestDetails({ key: `${qrSlug}-nope` });
    const answer = await startGuestSession(details);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'invalid_key', message: 'Key is invalid' });
    const guests = await stack.authDb
      .selectFrom('guests')
      .select('id')
      .where('email', '=', details.email)
      .execute();
    expect(guests).toEqual([]);
  });

  it.each([
    ['a phone without its country code', { phone: '312 345 6789' }, 'invalid_phone'],
    ['a phone longer than any', { phone: `+39 ${'3'.repeat(60)}` }, 'invalid_phone'],
    ['a bad email', { email: 'luca@' }, 'invalid_email'],
    ['an empty last name', { last_name: ' ' }, 'invalid_request'],
    ['no first name', { first_name: undefined }, 'invalid_request'],
    ['an unknown language', { language: 'de' }, 'invalid_request'],
  ])('when the body has %s (%j), then 400 %s', async (_kind, overrides, code) => {
    const answer = await startGuestSession(guestDetails(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code, message: expect.any(String) });
  });

  it('when a guest token asks for the session check or the profile, then 401 unauthenticated', async () => {
    const { access } = (await startGuestSession(guestDetails())).json();
    for (const url of ['/api/v1/auth/verify', '/api/v1/auth/profile']) {
      const answer = await stack.app.inject({ method: 'GET', url, headers: asBearer(access) });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });
});
