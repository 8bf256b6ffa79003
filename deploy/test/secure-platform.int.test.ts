import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Kafka, logLevel } from 'kafkajs';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { addDays, localDate } from '../../proto/src/stays/bay-clock';
import { freePort } from '../src/free-port';
import { ensureGrpcCertificates } from '../src/start/grpc-certificates';
import { serviceNames, type PortPlan, type ServiceName } from '../src/start/deployables';
import { startInfrastructure, type Infrastructure } from '../src/start/infrastructure';
import { startPlatform, type Platform } from '../src/start/platform';
import { KAFKA_CACHE_DIR } from '../src/testing/own-kafka';
import { startOwnPostgres, type OwnPostgres } from '../src/testing/own-postgres';
import { waitFor } from '../src/testing/test-infra';
import { ensureServerCertificate } from '../src/tls/dev-certificates';

// Issue 32 item 8: the money path on the platform as `SECURE=1 make start` runs it, every hop
// encrypted and authenticated. PostgreSQL takes TLS only (verify-full), gRPC mutual TLS with a
// certificate per process, Kafka SASL_SSL with a SCRAM user per service under ACLs. A demo boater
// holds a buoy, pays on the sandbox's page, and gets the booking confirmed, the money captured,
// one invoice and the confirmation email.

const DEMO_SAILOR = { email: 'sailor@moorline.local', password: 'moorline-demo' };
const BAY = 'grado';

describe('the platform in secure mode', () => {
  let dataDir: string;
  let ownPostgres: OwnPostgres;
  let infrastructure: Infrastructure;
  let platform: Platform;
  let ports: PortPlan;
  let caFile: string;
  const mailDir = () => join(dataDir, 'mail');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'moorline-secure-platform-'));
    const keysDir = join(dataDir, 'keys');
    const certificate = ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']);
    caFile = certificate.caFile;
    ownPostgres = await startOwnPostgres({ certificate });
    const portsFor = async () =>
      Object.fromEntries(
        await Promise.all(serviceNames.map(async (name) => [name, await freePort()])),
      ) as Record<ServiceName, number>;
    ports = { bff: await freePort(), web: await freePort(), grpc: await portsFor(), http: await portsFor() };
    infrastructure = await startInfrastructure({
      dataDir,
      cacheDir: dirname(KAFKA_CACHE_DIR),
      postgresPort: 0,
      kafkaPort: await freePort(),
      kafkaControllerPort: await freePort(),
      env: { DATABASE_URL: ownPostgres.adminUrl },
      databaseTls: { mode: 'verify-full', caFile },
      secure: { keysDir },
      onProgress: () => undefined,
    });
    platform = await startPlatform({
      infrastructure,
      ports,
      logDir: join(dataDir, 'logs'),
      includeWeb: false,
      keyDir: keysDir,
      grpcCertificates: ensureGrpcCertificates(keysDir),
      env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true', MAIL_DIR: mailDir() },
      onProgress: () => undefined,
    });
  }, 300_000);

  afterAll(async () => {
    await platform?.stop();
    await infrastructure?.stop();
    await ownPostgres?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call<Answer>(token: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`http://127.0.0.1:${ports.bff}/api${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': crypto.randomUUID(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Answer;
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  }

  it('when a boater holds a buoy and pays on the sandbox, then the booking is confirmed, captured, invoiced once and emailed', async () => {
    const signIn = await fetch(`http://127.0.0.1:${ports.bff}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', origin: `http://localhost:${ports.web}` },
      body: JSON.stringify(DEMO_SAILOR),
    });
    expect(signIn.status).toBe(200);
    const { access: token } = (await signIn.json()) as { access: string };

    const boat = await call<{ id: string }>(token, 'POST', '/v1/fleet', {
      name: 'Secure Tern',
      custom_brand: 'Elan',
      custom_model: 'Impression 40',
      type: 'sailmonohull',
      registration_number: `ST-${Date.now().toString(36).toUpperCase()}`,
      loa_cm: 850,
      beam_cm: 290,
      draft_cm: 140,
    });
    const bay = await call<{ time_zone: string }>(token, 'GET', `/v1/bays/${BAY}`);
    const { buoys } = await call<{ buoys: { id: string; status: string; management: string }[] }>(
      token,
      'GET',
      `/v1/bays/${BAY}/buoys`,
    );
    const buoy = buoys.find((each) => each.management === 'digital' && each.status === 'available');
    if (!buoy) throw new Error(`no free digital buoy at ${BAY}`);
    const tonight = localDate(new Date(), bay.time_zone);
    const held = await call<{ booking_id: string }>(token, 'POST', '/v1/bookings', {
      buoy_id: buoy.id,
      boat_id: boat.id,
      stay_kind: 'night',
      from_date: tonight,
      to_date: addDays(tonight, 1),
      language: 'en',
    });
    const checkout = await call<{ checkout_url: string }>(
      token,
      'POST',
      `/v1/bookings/${held.booking_id}/checkout`,
      { terms_accepted: true },
    );
    const paid = await fetch(`${checkout.checkout_url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card_number: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        cardholder: 'Ana Kovač',
      }).toString(),
    });
    expect(paid.status).toBe(303);

    // Confirmation, capture and the invoice travel as events between booking and payment.
    await waitFor(async () => {
      const payment = await call<{ status: string }>(token, 'GET', `/v1/bookings/${held.booking_id}/payment`);
      return payment.status === 'captured';
    }, 60_000);
    const booking = await call<{ status: string }>(token, 'GET', `/v1/bookings/${held.booking_id}`);
    expect(booking.status).toBe('confirmed');
    let invoices: { number: string }[] = [];
    await waitFor(async () => {
      const answer = await call<{ invoices: { number: string }[] }>(
        token,
        'GET',
        `/v1/bookings/${held.booking_id}/invoices`,
      );
      invoices = answer.invoices;
      return invoices.length > 0;
    }, 60_000);
    expect(invoices).toHaveLength(1);
    const number = invoices[0]?.number ?? '';
    await waitFor(
      () => emails('booking-confirmed', `<booking-confirmed-${held.booking_id}@`).length > 0,
      60_000,
    );
    await waitFor(() => emails('invoice', number).length > 0, 60_000);
    expect(emails('booking-confirmed', `<booking-confirmed-${held.booking_id}@`)).toHaveLength(1);
    expect(emails('invoice', number)).toHaveLength(1);
  });

  /** The emails of one kind (the file name's ending) that carry `mark`; demo seeding sends others. */
  const emails = (kind: string, mark: string) =>
    mailFiles(mailDir()).filter(
      (file) => file.endsWith(`-${kind}.eml`) && readFileSync(join(mailDir(), file), 'utf8').includes(mark),
    );

  it('when the platform runs, then every session on PostgreSQL is encrypted', async () => {
    const client = new pg.Client({
      connectionString: ownPostgres.adminUrl,
      ssl: { ca: readFileSync(caFile, 'utf8'), rejectUnauthorized: true },
    });
    await client.connect();
    try {
      const { rows } = await client.query<{ encrypted: string; sessions: string }>(
        `SELECT count(*) FILTER (WHERE ssl) AS encrypted, count(*) AS sessions
           FROM pg_stat_ssl JOIN pg_stat_activity USING (pid) WHERE backend_type = 'client backend'`,
      );
      expect(Number(rows[0]?.sessions)).toBeGreaterThan(5);
      expect(rows[0]?.encrypted).toBe(rows[0]?.sessions);
    } finally {
      await client.end();
    }
  });

  it('when a client reaches the broker without TLS and a user, then it is not let in', async () => {
    const admin = new Kafka({
      clientId: 'secure-platform-plaintext',
      brokers: infrastructure.kafkaBrokers,
      logLevel: logLevel.NOTHING,
      connectionTimeout: 3_000,
      retry: { retries: 0 },
    }).admin();
    await expect(admin.connect().then(() => admin.listTopics())).rejects.toThrow();
    await admin.disconnect();
  });
});

function mailFiles(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
