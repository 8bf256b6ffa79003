// The browser tests run against the whole platform, started the way `make start` starts it:
// PostgreSQL, Kafka, the five services, the BFF and the production build of the web app.
import { serviceNames, type PortPlan, type ServiceName } from '../../deploy/src/start/deployables';

// Two runs at once (say, a CI clone beside a working copy) pick different offsets.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

const portsFrom = (base: number): Record<ServiceName, number> =>
  Object.fromEntries(serviceNames.map((service, index) => [service, base + offset + index])) as Record<
    ServiceName,
    number
  >;

/**
 * Fixed test ports, beside (not on) the ones `make start` uses, so both can run at once. All lie
 * below the kernel's ephemeral range (32768 up on Linux): a port in it can be taken by any
 * outgoing connection (a service's pool to PostgreSQL) before the service listens on it, which
 * once stopped catalog from starting with EADDRINUSE.
 */
export const e2ePorts: PortPlan = {
  web: 3100 + offset,
  bff: 8200 + offset,
  grpc: portsFrom(20151),
  http: portsFrom(8201),
};

export const E2E_API_BASE_URL = `http://localhost:${e2ePorts.bff}/api`;
/** Contact messages the test platform accepts per sender and hour. */
export const E2E_CONTACT_LIMIT = 3;
/**
 * Lifetime of access tokens on the test platform: short, so that a test can wait past it and
 * watch the session refresh silently mid-session.
 */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 20;
/** Set by the global setup: where the notification service writes its .eml files. */
export const MAIL_DIR_ENV = 'MOORLINE_E2E_MAIL_DIR';
/** Booking's database on the test platform: a test may let a hold's time run out at once. */
export const BOOKING_DATABASE_URL_ENV = 'MOORLINE_E2E_BOOKING_DATABASE_URL';
