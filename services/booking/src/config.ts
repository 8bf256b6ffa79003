import { accessTokenEnv, loadConfig, serviceEnvWithPorts } from '@moorline/kit';
import { z } from 'zod';

// ARCHITECTURE §10: gRPC on 50053, HTTP (health, readiness, metrics) on 8103.
// Handlers derive their caller from the forwarded token with the kit's caller resolver.
const bookingEnv = serviceEnvWithPorts(50053, 8103)
  .extend(accessTokenEnv.shape)
  .extend({
    /** Catalog's gRPC target: a boat's brand and model are checked against its lists. */
    CATALOG_GRPC_ADDRESS: z.string().min(1).default('127.0.0.1:50052'),
    /** How long a hold waits for payment: spec §9's 3 minutes; tests shorten it. */
    HOLD_SECONDS: z.coerce.number().int().min(1).max(3_600).default(180),
    /** How often the sweeper lapses overdue holds; the live map frees their buoys this soon. */
    HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  });

export type BookingConfig = z.infer<typeof bookingEnv>;

export const readConfig = (): BookingConfig => loadConfig(bookingEnv);
