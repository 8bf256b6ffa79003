import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authV1 } from '@moorline/contracts';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { authTestSettings } from '@moorline/deploy/src/testing/auth-test-settings';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import {
  createAccessTokenVerifier,
  createChannel,
  createDatabase,
  createGrpcClient,
  forwardAccessToken,
} from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { Channel } from 'nice-grpc';
import { createAuthService } from '../src/auth.service';
import type { AuthTables } from '../src/auth.tables';

// Issue 14: a walk-up guest at a buoy gets a short token with the role `guest`, a guest id of
// its own per session, and no way into any account call.

const GUEST_LIMIT = 3;
const GUEST_TTL_SECONDS = 900;

let counter = 0;
const uniqueEmail = () => `guest-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
const uniqueIp = () => `198.51.100.${(counter += 1) % 250}`;

describe('auth service: guest sessions', () => {
  const tokens = testAccessTokens();
  const verifyAccessToken = createAccessTokenVerifier(tokens.verifierEnv);
  let auth: ServiceUnderTest;
  let channel: Channel;
  let grpc: ReturnType<typeof createGrpcClient<typeof authV1.AuthServiceDefinition>>;
  let db: Kysely<AuthTables>;

  beforeAll(async () => {
    auth = await startServiceUnderTest(createAuthService, {
      ...authTestSettings(tokens),
      GUEST_SESSION_LIMIT_PER_IP: GUEST_LIMIT,
      GUEST_TOKEN_TTL_SECONDS: GUEST_TTL_SECONDS,
    });
    channel = createChannel(auth.grpcAddress);
    grpc = createGrpcClient(authV1.AuthServiceDefinition, channel);
    db = createDatabase<AuthTables>({ url: auth.databaseUrl, maxConnections: 2 });
  });
  afterAll(async () => {
    channel.close();
    await db.destroy();
    await auth.stop();
  });

  const details = (overrides: Partial<authV1.StartGuestSessionRequest> = {}) => ({
    qrKey: 'bay-1-buoy-7',
    email: uniqueEmail(),
    firstName: 'Marta',
    lastName: 'Novak',
    phone: '+386 41 234 567',
    language: 'sl',
    client: { ip: uniqueIp(), userAgent: 'jest' },
    ...overrides,
  });
  const as = (accessToken: string) => forwardAccessToken(`Bearer ${accessToken}`);

  it('when a guest starts a session, then the token verifies with the role guest, the email and its own lifetime', async () => {
    const request = details({ email: '  Marta.Novak@Example.com ' });
    const answer = await grpc.startGuestSession(request);

    const claims = await verifyAccessToken(answer.accessToken);
    expect(claims).toMatchObject({
      userId: answer.guestId,
      email: 'marta.novak@example.com',
      name: 'Marta Novak',
      phone: '+38641234567',
      roles: ['guest'],
    });
    expect(answer.phone).toBe('+38641234567');
    // Its own lifetime, not ACCESS_TOKEN_TTL_SECONDS (600 in tests).
    expect((claims.expiresAt.getTime() - claims.issuedAt.getTime()) / 1000).toBe(GUEST_TTL_SECONDS);
    expect(answer.expiresAt).toEqual(claims.expiresAt);
    const stored = await db.selectFrom('guests').selectAll().where('id', '=', answer.guestId).execute();
    expect(stored).toEqual([
      expect.objectContaining({ email: 'marta.novak@example.com', phone: '+38641234567', language: 'sl' }),
    ]);
  });

  it('when two sessions give the same email, then each gets a guest id of its own', async () => {
    const email = uniqueEmail();
    const first = await grpc.startGuestSession(details({ email }));
    const second = await grpc.startGuestSession(details({ email: email.toUpperCase() }));
    expect(second.guestId).not.toBe(first.guestId);
    expect((await verifyAccessToken(second.accessToken)).userId).toBe(second.guestId);
  });

  it.each([
    ['phone without a country code', { phone: '041 234 567' }, 'invalid_phone'],
    ['phone that is no number', { phone: '+386 12' }, 'invalid_phone'],
    ['bad email', { email: 'marta@' }, 'invalid_email'],
    ['missing first name', { firstName: '  ' }, 'invalid_request'],
    ['missing last name', { lastName: '' }, 'invalid_request'],
    ['missing QR key', { qrKey: '' }, 'invalid_key'],
  ])('when the details have a %s (%j), then %s and no guest is stored', async (_kind, overrides, code) => {
    const request = details(overrides);
    expect(await errorCodeOf(grpc.startGuestSession(request))).toBe(code);
    const stored = await db.selectFrom('guests').select('id').where('email', '=', request.email).execute();
    expect(stored).toEqual([]);
  });

  it('when a phone not in E.164 reaches the table, then the table refuses it too', async () => {
    const guest = {
      id: '00000000-0000-4000-8000-000000000001',
      email: uniqueEmail(),
      first_name: 'Marta',
      last_name: 'Novak',
      phone: '041 234 567',
      language: 'sl',
      qr_key: 'bay-1-buoy-7',
    };
    await expect(db.insertInto('guests').values(guest).execute()).rejects.toThrow(/guests_phone_check/);
  });

  it('when one address starts more guest sessions than its limit, then too_many_requests', async () => {
    const client = { ip: uniqueIp(), userAgent: 'jest' };
    for (let session = 0; session < GUEST_LIMIT; session += 1)
      expect(await errorCodeOf(grpc.startGuestSession(details({ client })))).toBe('ok');
    expect(await errorCodeOf(grpc.startGuestSession(details({ client })))).toBe('too_many_requests');
    expect(await errorCodeOf(grpc.startGuestSession(details()))).toBe('ok');
  });

  it('when a guest token is used for account calls, then each is refused as unauthenticated', async () => {
    const { accessToken } = await grpc.startGuestSession(details());
    const call = as(accessToken);
    expect(await errorCodeOf(grpc.getProfile({}, call))).toBe('unauthenticated');
    expect(await errorCodeOf(grpc.verify({ accessToken }))).toBe('unauthenticated');
    expect(await errorCodeOf(grpc.updateLanguage({ language: 'it' }, call))).toBe('unauthenticated');
    expect(await errorCodeOf(grpc.updateProfile({ firstName: 'M', lastName: 'N', phone: '' }, call))).toBe(
      'unauthenticated',
    );
    expect(
      await errorCodeOf(
        grpc.changePassword(
          {
            currentPassword: 'whatever-123',
            newPassword: 'tidal-anchor-77',
            newPassword2: 'tidal-anchor-77',
          },
          call,
        ),
      ),
    ).toBe('unauthenticated');
    // There is no refresh token; the access token in its place is just an unknown one.
    expect(await errorCodeOf(grpc.refresh({ refreshToken: accessToken }))).toBe('refresh_failed');
  });

  it('when a users row happened to carry the guest id, then the guest token still reaches no account', async () => {
    const { accessToken, guestId } = await grpc.startGuestSession(details());
    const now = new Date();
    await db
      .insertInto('users')
      .values({
        id: guestId,
        email: uniqueEmail(),
        first_name: 'Other',
        last_name: 'Person',
        password_hash: 'not-a-hash',
        language: 'en',
        marketing_consent: false,
        newsletter_consent: false,
        terms_accepted_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await errorCodeOf(grpc.getProfile({}, as(accessToken)))).toBe('unauthenticated');
    expect(await errorCodeOf(grpc.verify({ accessToken }))).toBe('unauthenticated');
  });
});
