import {
  accessTokenEnv,
  bookingPassVerifierEnv,
  commaList,
  commonEnv,
  grpcTlsEnv,
  kafkaSecurityEnv,
  loadConfig,
  port,
} from '@moorline/kit';
import { z } from 'zod';
import { defaultQrLookupLimit } from './routes/qr/qr-lookup-limit';

const grpcAddress = (defaultPort: number) => z.string().min(1).default(`127.0.0.1:${defaultPort}`);

export const bffEnv = commonEnv
  .extend(accessTokenEnv.shape)
  // Published for patrol phones, which verify proofs of payment offline (issue 29 item 3).
  .extend(bookingPassVerifierEnv.shape)
  // How it calls the services: with GRPC_TLS=mutual it shows the BFF's certificate (issue 32 item 2).
  .extend(grpcTlsEnv.shape)
  // How it reaches the brokers: with KAFKA_SECURITY=sasl_ssl as the `bff` principal (issue 32 item 1).
  .extend(kafkaSecurityEnv.shape)
  .extend({
    PORT: port.default(8000),
    /**
     * Loopback unless set, as the services: a BFF open on every address in development could be
     * called past the web app's proxy with a forged X-Forwarded-For (issue 26). Compose and
     * Kubernetes set 0.0.0.0.
     */
    HOST: z.string().min(1).default('127.0.0.1'),
    /** Origins of the web app allowed to call the API with credentials. */
    WEB_ORIGINS: commaList.default(['http://localhost:3000']),
    AUTH_GRPC_ADDRESS: grpcAddress(15051),
    CATALOG_GRPC_ADDRESS: grpcAddress(15052),
    BOOKING_GRPC_ADDRESS: grpcAddress(15053),
    PAYMENT_GRPC_ADDRESS: grpcAddress(15054),
    NOTIFICATION_GRPC_ADDRESS: grpcAddress(15055),
    /** The broker the live map stream reads buoy status changes from. */
    KAFKA_BROKERS: commaList.default(['127.0.0.1:9092']),
    /** Prefix of topics and consumer groups, as for the services. */
    KAFKA_NAMESPACE: z.string().default(''),
    /**
     * Which X-Forwarded-For entries to believe for the client address (rate limits, contact limit)
     * and X-Forwarded-Host/-Proto for the same-site guard: `false` (none), a number of proxy hops in
     * front of the BFF, or a comma list of proxy addresses/CIDRs (`loopback`, the default, is the
     * web app's /api proxy on the same machine). Never every hop: the leftmost entry is whatever the
     * browser sent, so `true` means the one load balancer in front (1 hop).
     */
    TRUST_PROXY: z.string().default('loopback').transform(trustedProxies),
    /** QR code look-ups (walk-up page, guest sessions) one client address makes in 10 minutes. */
    QR_LOOKUPS_PER_ADDRESS: z.coerce.number().int().positive().default(defaultQrLookupLimit.perAddress),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  });

/** TRUST_PROXY as Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
export function trustedProxies(value: string): false | number | string[] {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export type BffConfig = z.infer<typeof bffEnv>;

export const readConfig = (): BffConfig => loadConfig(bffEnv);
