import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import { uniqueEmail } from './support/auth-client';
import { latestAuthEvent, WEB_ORIGIN, type AuthStack } from './support/auth-stack';
import { startAuthStackWithQrCode } from './support/qr-auth-stack';

// spec §7 signup-qr: the key is the slug of a QR code at a buoy, which catalog knows.
describe('POST /api/v1/auth/signup-qr against the real catalog', () => {
  let stack: AuthStack;
  let qrSlug: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ stack, qrSlug, stop } = await startAuthStackWithQrCode());
  });
  afterAll(() => stop());

  const signUpQr = (key: string, email: string) =>
    stack.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup-qr',
      headers: { origin: WEB_ORIGIN },
      payload: {
        key,
        email,
        password1: 'buoy-side-77',
        password2: 'buoy-side-77',
        terms: true,
        language: 'it',
      },
    });

  it('when the key is a real QR code, then the account is created and remembers the code', async () => {
    const email = uniqueEmail();
    const answer = await signUpQr(qrSlug, email);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ email });
    const registered = await latestAuthEvent(stack.authDb, eventsV1.UserRegistered, email);
    expect(registered).toMatchObject({ qrKey: qrSlug, language: 'it', lastName: '' });
  });

  it('when the key is unknown, then invalid_key and no account', async () => {
    const email = uniqueEmail();
    const answer = await signUpQr(`${qrSlug}-nope`, email);
    expect(answer.json()).toEqual({ code: 'invalid_key', message: 'Key is invalid' });
    const users = await stack.authDb.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toEqual([]);
  });
});
