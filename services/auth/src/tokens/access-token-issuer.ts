import { ACCESS_TOKEN_ALGORITHM, type Role } from '@moorline/contracts';
import { SignJWT } from 'jose';
import { createPrivateKey, randomUUID } from 'node:crypto';
import type { AuthConfig } from '../config';

export interface AccessTokenSubject {
  userId: string;
  email: string;
  /** Given and family name, as invoices name the buyer (issue 28 item 7). */
  name: string;
  /** The phone the account or the walk-up gave, for the bay's berths list (issue 28 item 8); '' when none. */
  phone: string;
  roles: Role[];
  /** The operator whose staff the subject is, and the bays it runs (issue 15). */
  operator?: { operatorId: string; bayIds: string[] };
  /** A walk-up guest's session is for the buoy of this QR code (issue 26 item 3). */
  guestQr?: string;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokenOptions {
  /** A lifetime other than ACCESS_TOKEN_TTL_SECONDS: a guest's token has its own (issue 14). */
  lifetimeSeconds?: number;
}

export type AccessTokenIssuer = (
  subject: AccessTokenSubject,
  now: Date,
  options?: AccessTokenOptions,
) => Promise<IssuedAccessToken>;

/** Signs short-lived access tokens (issue item 2: `iss`, `aud`, `sub`, `exp`, roles). */
export function createAccessTokenIssuer(
  config: Pick<AuthConfig, 'JWT_PRIVATE_KEY' | 'JWT_ISSUER' | 'JWT_AUDIENCE' | 'ACCESS_TOKEN_TTL_SECONDS'>,
): AccessTokenIssuer {
  // A malformed key fails here, at boot, not on the first sign-in.
  const privateKey = createPrivateKey(config.JWT_PRIVATE_KEY);
  return async (subject, now, options = {}) => {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + (options.lifetimeSeconds ?? config.ACCESS_TOKEN_TTL_SECONDS);
    const operatorClaims = subject.operator
      ? { opr: subject.operator.operatorId, bays: subject.operator.bayIds }
      : {};
    const guestClaims = subject.guestQr === undefined ? {} : { qr: subject.guestQr };
    const phoneClaim = subject.phone === '' ? {} : { phone_number: subject.phone };
    const token = await new SignJWT({
      email: subject.email,
      name: subject.name,
      ...phoneClaim,
      roles: subject.roles,
      ...operatorClaims,
      ...guestClaims,
    })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
      .setIssuer(config.JWT_ISSUER)
      .setAudience(config.JWT_AUDIENCE)
      .setSubject(subject.userId)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  };
}
