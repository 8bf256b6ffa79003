import { accessTokenEnv, loadConfig, pemFromEnv, serviceEnvWithPorts } from '@moorline/kit';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();

// ARCHITECTURE §10: gRPC on 15051, HTTP (health, readiness, metrics) on 8101.
const authEnv = serviceEnvWithPorts(15051, 8101)
  .extend(accessTokenEnv.shape)
  .extend({
    /** PKCS#8 PEM of the ES256 key that signs access tokens; only auth holds it. */
    JWT_PRIVATE_KEY: pemFromEnv,
    /** Issue item 2: 10 minutes. Tests shorten it to see a token expire mid-session. */
    ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(600),
    REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
    /** Concurrent refreshes from one browser within this window share the rotation. */
    REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(20),
    /** Sign-in attempts per client address per 15 minutes. */
    SIGNIN_LIMIT_PER_IP: positiveInt.default(50),
    /** Sign-in attempts per email address per 15 minutes (the lockout counts failures only). */
    SIGNIN_LIMIT_PER_ACCOUNT: positiveInt.default(20),
    /** Sign-ups per client address per hour. */
    SIGNUP_LIMIT_PER_IP: positiveInt.default(10),
    /** Password-reset requests per client address, and per email address, per hour. */
    PASSWORD_RESET_LIMIT: positiveInt.default(5),
    /** Guest sessions at a buoy per client address per hour (issue 14). */
    GUEST_SESSION_LIMIT_PER_IP: positiveInt.default(20),
    /** A guest's token lives long enough for the walk-up flow through payment; it has no refresh. */
    GUEST_TOKEN_TTL_SECONDS: positiveInt.default(1800),
    /**
     * Password checks (argon2id, about a core each for tens of milliseconds) running at once in
     * this process; by default one core is left for everything else (issue 31 item 3).
     */
    PASSWORD_CHECKS_AT_ONCE: positiveInt.default(Math.max(1, availableParallelism() - 1)),
    /** Checks waiting beyond those; past it a caller is answered 429 (`busy`) at once. */
    PASSWORD_CHECKS_QUEUED: z.coerce.number().int().min(0).default(32),
    /** Create the demo accounts at start (printed by `make start`). */
    SEED_DEMO_DATA: z.stringbool().optional(),
  })
  // ARCHITECTURE §7: `make start` seeds demo data on first start; elsewhere only when asked.
  .transform((env) => ({ ...env, SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV === 'development' }));

export type AuthConfig = z.infer<typeof authEnv>;

export const readConfig = (): AuthConfig => loadConfig(authEnv);
