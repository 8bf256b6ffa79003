import type { AuthConfig } from '../../../services/auth/src/config';
import type { TestAccessTokens } from './test-access-tokens';

/**
 * The auth service's own settings for a test, signing with the test's key pair: limits high
 * enough that only a test aiming at one meets it, no demo accounts.
 */
export const authTestSettings = (tokens: TestAccessTokens) =>
  ({
    ...tokens.verifierEnv,
    JWT_PRIVATE_KEY: tokens.keys.JWT_PRIVATE_KEY,
    ACCESS_TOKEN_TTL_SECONDS: 600,
    REFRESH_TOKEN_TTL_DAYS: 30,
    REFRESH_GRACE_SECONDS: 20,
    SIGNIN_LIMIT_PER_IP: 1000,
    SIGNIN_LIMIT_PER_ACCOUNT: 1000,
    SIGNUP_LIMIT_PER_IP: 1000,
    PASSWORD_RESET_LIMIT: 1000,
    GUEST_SESSION_LIMIT_PER_IP: 1000,
    GUEST_TOKEN_TTL_SECONDS: 1800,
    // Tests sign many people in at once; the bounds have tests of their own.
    PASSWORD_CHECKS_AT_ONCE: 2,
    PASSWORD_CHECKS_QUEUED: 1000,
    SEED_DEMO_DATA: false,
  }) satisfies Partial<AuthConfig>;
