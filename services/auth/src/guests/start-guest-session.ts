import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import type { AuthConfig } from '../config';
import { consumeRateLimits } from '../rate-limits/rate-limiter';
import type { AccessTokenIssuer } from '../tokens/access-token-issuer';
import { languageOrDefault, validEmail, validPersonalText } from '../users/user-rules';
import { validGuestPhone, validQrKey } from './guest-rules';
import { insertGuest, type Guest } from './guest.repository';

const HOUR_SECONDS = 3600;

export interface GuestDetails {
  /** Slug of the scanned QR code; the BFF has checked that catalog knows it. */
  qrKey: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  language: string;
  clientIp: string;
}

export interface GuestSessionDeps {
  now: () => Date;
  issueAccessToken: AccessTokenIssuer;
  config: Pick<AuthConfig, 'GUEST_SESSION_LIMIT_PER_IP' | 'GUEST_TOKEN_TTL_SECONDS'>;
}

export interface GuestSession {
  guest: Guest;
  accessToken: string;
  accessTokenExpiresAt: Date;
}

/**
 * Issue 14: a boater without an account checks in at a buoy. The details are checked, the
 * session gets a guest id of its own (never one from an earlier session with the same email, so
 * a stranger typing that email sees nothing of its owner's stays) and a short token whose only
 * role is `guest`. No refresh token: when it lapses the guest enters the details again.
 */
export async function startGuestSession(
  db: Kysely<AuthTables>,
  deps: GuestSessionDeps,
  input: GuestDetails,
): Promise<GuestSession> {
  const email = validEmail(input.email);
  const firstName = validPersonalText(input.firstName, { required: true, maxLength: 100 });
  const lastName = validPersonalText(input.lastName, { required: true, maxLength: 100 });
  const phone = validGuestPhone(input.phone);
  const qrKey = validQrKey(input.qrKey);
  await consumeRateLimits(db, [
    {
      bucket: `guest:ip:${input.clientIp}`,
      limit: deps.config.GUEST_SESSION_LIMIT_PER_IP,
      windowSeconds: HOUR_SECONDS,
      scope: 'address',
    },
  ]);
  const now = deps.now();
  const guest = await insertGuest(db, {
    id: randomUUID(),
    email,
    first_name: firstName,
    last_name: lastName,
    phone,
    language: languageOrDefault(input.language),
    qr_key: qrKey,
    created_at: now,
  });
  // The token says which buoy the session is for: booking holds nothing else for a guest.
  const access = await deps.issueAccessToken(
    {
      userId: guest.id,
      email,
      name: `${firstName} ${lastName}`,
      phone: guest.phone,
      roles: ['guest'],
      guestQr: qrKey,
    },
    now,
    { lifetimeSeconds: deps.config.GUEST_TOKEN_TTL_SECONDS },
  );
  return { guest, accessToken: access.token, accessTokenExpiresAt: access.expiresAt };
}
