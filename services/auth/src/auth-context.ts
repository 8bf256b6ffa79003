import type { AccessTokenVerifier } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from './auth.tables';
import type { AuthConfig } from './config';
import type { AccessTokenIssuer } from './tokens/access-token-issuer';

/** What every auth use case needs, passed explicitly (CONVENTIONS: no container). */
export interface AuthContext {
  db: Kysely<AuthTables>;
  config: AuthConfig;
  issueAccessToken: AccessTokenIssuer;
  verifyAccessToken: AccessTokenVerifier;
  /** The clock, passed in so rules and tests agree on "now". */
  now: () => Date;
}
