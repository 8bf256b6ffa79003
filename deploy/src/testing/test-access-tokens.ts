import { accessTokenAudience, accessTokenIssuer, type Role } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { createAccessTokenIssuer } from '../../../services/auth/src/tokens/access-token-issuer';
import { generateAccessTokenKeys } from '../start/access-token-keys';

export interface TestTokenSubject {
  userId?: string;
  email?: string;
  /** The holder's full name; "Test Skipper" unless given. */
  name?: string;
  /** The holder's phone; none unless given. */
  phone?: string;
  roles?: Role[];
  /** Staff of this operator, running these bays. */
  operator?: { operatorId: string; bayIds: string[] };
  /** A walk-up guest's session: the QR code that started it. */
  qrSlug?: string;
}

const TTL_SECONDS = 600;

/**
 * A real key pair for a test, and tokens signed with it the way auth signs them. Services under
 * test get `verifierEnv`; `bearer()` is the Authorization header of a signed-in user.
 */
export function testAccessTokens() {
  const keys = generateAccessTokenKeys();
  const verifierEnv = {
    JWT_PUBLIC_KEY: keys.JWT_PUBLIC_KEY,
    JWT_ISSUER: accessTokenIssuer,
    JWT_AUDIENCE: accessTokenAudience,
  };
  const issue = createAccessTokenIssuer({
    ...verifierEnv,
    JWT_PRIVATE_KEY: keys.JWT_PRIVATE_KEY,
    ACCESS_TOKEN_TTL_SECONDS: TTL_SECONDS,
  });
  async function sign(subject: TestTokenSubject = {}, issuedAt = new Date()): Promise<string> {
    const { token } = await issue(
      {
        userId: subject.userId ?? randomUUID(),
        email: subject.email ?? 'tester@example.com',
        name: subject.name ?? 'Test Skipper',
        phone: subject.phone ?? '',
        roles: subject.roles ?? [],
        operator: subject.operator,
        guestQr: subject.qrSlug,
      },
      issuedAt,
    );
    return token;
  }
  return {
    keys,
    verifierEnv,
    sign,
    /** A token whose lifetime ended a minute ago. */
    expired: (subject: TestTokenSubject = {}) =>
      sign(subject, new Date(Date.now() - (TTL_SECONDS + 60) * 1000)),
    bearer: async (subject: TestTokenSubject = {}) => `Bearer ${await sign(subject)}`,
  };
}

export type TestAccessTokens = ReturnType<typeof testAccessTokens>;
