import { accessTokenEnv, loadConfig, serviceEnvWithPorts } from '@moorline/kit';
import { z } from 'zod';
import { openMeteoBaseUrl } from './weather/open-meteo.adapter';

// ARCHITECTURE §10: gRPC on 15052, HTTP (health, readiness, metrics) on 8102.
const catalogEnv = serviceEnvWithPorts(15052, 8102)
  // Catalog verifies the forwarded access token itself: signed-in callers see live statuses.
  .extend(accessTokenEnv.shape)
  .extend({
    /** Seed the demo bays, boat lists and place names into an empty catalog at start. */
    SEED_DEMO_DATA: z.stringbool().optional(),
    /** Base URL of the Open-Meteo forecast API; `/forecast` is appended (issue 5 item 6). */
    WEATHER_BASE_URL: z.url().default(openMeteoBaseUrl),
    /** How long a weather request may take before the bay page says weather is unavailable. */
    WEATHER_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
    /** How often the status clock announces bookings that began or ended (issue 5 item 3). */
    STATUS_CLOCK_INTERVAL_MS: z.coerce.number().int().positive().default(15_000),
    /** The web app's public address: a buoy's QR code leads to `${WEB_BASE_URL}/qr/{slug}` (issue 15 item 7). */
    WEB_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  })
  // ARCHITECTURE §7: `make start` seeds demo data on first start; elsewhere only when asked.
  .transform((env) => ({ ...env, SEED_DEMO_DATA: env.SEED_DEMO_DATA ?? env.NODE_ENV === 'development' }));

// WEB_BASE_URL when unset: the web app of `make start`. Applied where the QR codes are built, not
// as a schema default, so that callers starting this service by hand (tests) need not name it.
export const defaultWebBaseUrl = 'http://localhost:3000';

export type CatalogConfig = z.infer<typeof catalogEnv>;

export const readConfig = (): CatalogConfig => loadConfig(catalogEnv);
