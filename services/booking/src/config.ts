import { accessTokenEnv, bookingPassSignerEnv, loadConfig, serviceEnvWithPorts } from '@moorline/kit';
import { z } from 'zod';

// ARCHITECTURE §10: gRPC on 15053, HTTP (health, readiness, metrics) on 8103.
// Handlers derive their caller from the forwarded token with the kit's caller resolver.
const bookingSettings = serviceEnvWithPorts(15053, 8103)
  .extend(accessTokenEnv.shape)
  // The Ed25519 key proofs of payment are signed with (issue 29 item 3); from the environment only.
  .extend(bookingPassSignerEnv.shape)
  .extend({
    /** Catalog's gRPC target: a boat's brand and model are checked against its lists. */
    CATALOG_GRPC_ADDRESS: z.string().min(1).default('127.0.0.1:15052'),
    /** How long booking waits for catalog's answer before the caller hears it is unavailable. */
    CATALOG_DEADLINE_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** How long a hold waits for payment: spec §9's 3 minutes; tests shorten it. */
    HOLD_SECONDS: z.coerce.number().int().min(1).max(3_600).default(180),
    /**
     * Holds one account (or guest session) keeps waiting for payment at once (issue 26 item 3):
     * a skipper with two boats holds both and has room to change a choice.
     */
    HOLDS_AT_ONCE: z.coerce.number().int().min(1).max(10_000).default(4),
    /** New holds one account may make in an hour (every status counts, the lapsed too). */
    NEW_HOLDS_PER_ACCOUNT_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    /** New holds from one client address in an hour: a marina's shared Wi-Fi serves many boaters. */
    NEW_HOLDS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(120),
    /** How often the sweeper lapses overdue holds; the live map frees their buoys this soon. */
    HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
    /**
     * Issue 30 item 4: how long a freed buoy is kept for the boater first in line, minutes (the
     * issue's 10); tests shorten it, so fractions are allowed.
     */
    WAITLIST_OFFER_MINUTES: z.coerce.number().min(0.01).max(1_440).default(10),
    /** How often the waitlist sweeper lapses offers past their time and ends begun entries. */
    WAITLIST_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
    /** QR check-in (issue 14): how close to the buoy, metres, where its bay sets no radius. */
    CHECK_IN_RADIUS_M: z.coerce.number().int().min(10).max(2_000).default(100),
    /** A reported position less sure than this, metres, proves nothing. */
    CHECK_IN_MAX_ACCURACY_M: z.coerce.number().int().min(5).max(1_000).default(75),
    /** How long a passed presence check stays good for checking in. */
    PRESENCE_PASS_SECONDS: z.coerce.number().int().min(30).max(3_600).default(900),
    /** Presence checks one client (address or account) may make in 10 minutes. */
    PRESENCE_CHECKS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000).default(10),
    /** Presence checks from away one buoy takes in 10 minutes before it refuses more. */
    REMOTE_CHECKS_PER_BUOY: z.coerce.number().int().min(1).max(1_000).default(30),
    /** Seed 90 days of stays at the demo operator's bays (issue 15 item 10) once catalog answers. */
    SEED_DEMO_DATA: z.stringbool().optional(),
  });

// ARCHITECTURE §7: `make start` seeds demo data on first start; elsewhere only when asked.
const bookingEnv = bookingSettings.transform((env) => ({
  ...env,
  SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV === 'development',
}));

export type BookingConfig = z.infer<typeof bookingEnv>;

/** The hold limits at their defaults, for tests that start booking in-process. */
export const holdLimitDefaults = bookingSettings
  .pick({ HOLDS_AT_ONCE: true, NEW_HOLDS_PER_ACCOUNT_HOUR: true, NEW_HOLDS_PER_ADDRESS_HOUR: true })
  .parse({});

/** The QR check-in settings at their defaults, for tests that start booking in-process. */
export const checkInDefaults = bookingSettings
  .pick({
    CHECK_IN_RADIUS_M: true,
    CHECK_IN_MAX_ACCURACY_M: true,
    PRESENCE_PASS_SECONDS: true,
    PRESENCE_CHECKS_PER_CLIENT: true,
    REMOTE_CHECKS_PER_BUOY: true,
  })
  .parse({});

export const readConfig = (): BookingConfig => loadConfig(bookingEnv);
