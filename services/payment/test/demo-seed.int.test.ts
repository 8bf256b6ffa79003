import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@moorline/deploy/src/free-port';
import type { ServiceUnderTest } from '@moorline/deploy/src/testing/service-under-test';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import {
  bayClock,
  catalogV1,
  demoHarbourCompany,
  demoHistory,
  demoHistoryBayOf,
  demoNotOnboardedCompany,
  operatorIdOfCompany,
} from '@moorline/contracts';
import { createGrpcClient, createLogger, type GrpcClient } from '@moorline/kit';
import { createServer, type Server } from 'node:net';
import { createChannel } from 'nice-grpc';
import { catalogBays } from '../src/grpc/catalog-bays';
import { demoSeedJob } from '../src/demo/seed-demo-on-start';
import { accountUpdates, startDemoCatalog, startPaymentAlone, type PaymentAlone } from './payment-alone';

// The demo's payment data on start (issue 15 item 10), with the real catalog's demo bays, and
// catalog started after payment, as `make start` may: payment keeps asking until it answers.

type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;

describe('the demo’s payment data at start', () => {
  let catalogPort: number;
  let catalog: ServiceUnderTest;
  let alone: PaymentAlone;
  let client: CatalogClient;
  let channel: ReturnType<typeof createChannel>;
  let bays: catalogV1.Bay[];

  const harbour = operatorIdOfCompany(demoHarbourCompany);
  const notOnboarded = operatorIdOfCompany(demoNotOnboardedCompany);
  const countOf = async (table: 'payments' | 'invoices' | 'connected_accounts' | 'outbox') =>
    Number(
      (
        await alone.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst()
      )?.count,
    );

  /** A listener on `port` that closes each connection at once, counting them. */
  async function hangingUpOn(port: number): Promise<{ server: Server; tries: number }> {
    const doorman = {
      server: createServer((socket) => {
        doorman.tries += 1;
        socket.destroy();
      }),
      tries: 0,
    };
    await new Promise<void>((resolve) => doorman.server.listen(port, '127.0.0.1', resolve));
    return doorman;
  }

  /** What the history of the harbour operator's bays holds today, from catalog's answers. */
  async function expectedStays() {
    const today = (timeZone: string) => bayClock.localDate(new Date(), timeZone);
    const ofHarbour = bays.filter((bay) => bay.operator?.operatorId === harbour);
    const lists = await Promise.all(
      ofHarbour.map(async (bay) => {
        const { buoys } = await client.listBuoys({ baySlug: bay.slug });
        const historyBay = demoHistoryBayOf(bay, buoys);
        return demoHistory.demoHistory(historyBay, today(historyBay.timeZone), 90);
      }),
    );
    return lists.flat();
  }

  beforeAll(async () => {
    catalogPort = await freePort();
    // Before catalog is there, its port hangs up on every connection and counts them: proof the
    // job has tried (and failed) without guessing how long that takes.
    const doorman = await hangingUpOn(catalogPort);
    alone = await startPaymentAlone({
      CATALOG_GRPC_ADDRESS: `127.0.0.1:${catalogPort}`,
      SEED_DEMO_DATA: true,
    });
    await waitFor(() => doorman.tries > 0, 20_000);
    await new Promise<void>((resolve) => doorman.server.close(() => resolve()));
    expect(await countOf('connected_accounts')).toBe(0);
    catalog = await startDemoCatalog(catalogPort);
    // A channel of the test's own: grpc-js shares connections between channels to one address, and
    // payment's is still waiting out its back-off from the calls catalog did not answer.
    channel = createChannel(catalog.grpcAddress, undefined, { 'grpc.use_local_subchannel_pool': 1 });
    client = createGrpcClient(catalogV1.CatalogServiceDefinition, channel);
    const world = { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 };
    const { bays: listed } = await client.listBays({ bbox: world });
    bays = await Promise.all(
      listed.map(async ({ slug }) => (await client.getBay({ slug })).bay ?? catalogV1.Bay.fromPartial({})),
    );
  }, 60_000);

  afterAll(async () => {
    channel?.close();
    await alone?.stop();
    await catalog?.stop();
  });

  it('when catalog answers, then every demo operator but the not-onboarded one has a ready sandbox account, each announced once', async () => {
    const operators = new Set(bays.map((bay) => bay.operator?.operatorId ?? ''));
    operators.delete(notOnboarded);
    await waitFor(async () => (await countOf('connected_accounts')) === operators.size, 30_000);
    const accounts = await alone.db.selectFrom('connected_accounts').selectAll().execute();
    expect(new Set(accounts.map((account) => account.operator_id))).toEqual(operators);
    expect(accounts.every((account) => account.state === 'ready' && account.provider === 'sandbox')).toBe(
      true,
    );
    const announced = await accountUpdates(alone.db);
    expect(announced.map((event) => event.operatorId).sort()).toEqual([...operators].sort());
    expect(new Set(announced.map((event) => event.state))).toEqual(new Set(['ready']));
  });

  it('when seeded, then each stay of the harbour bays’ history has a captured payment and an invoice', async () => {
    const stays = await expectedStays();
    expect(stays.length).toBeGreaterThan(500);
    await waitFor(async () => (await countOf('invoices')) === stays.length, 30_000);
    const payments = await alone.db
      .selectFrom('payments')
      .select(['booking_id', 'status', 'amount_minor'])
      .execute();
    expect(new Set(payments.map((payment) => payment.booking_id))).toEqual(
      new Set(stays.map((stay) => stay.bookingId)),
    );
    expect(payments.every((payment) => payment.status === 'captured')).toBe(true);
    const total = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0);
    expect(total(payments.map((payment) => payment.amount_minor))).toBe(
      total(stays.map((stay) => stay.totalMinor)),
    );
  });

  it('when the seed runs again on the same database, then nothing is added or announced', async () => {
    const before = await Promise.all(
      (['payments', 'invoices', 'connected_accounts', 'outbox'] as const).map(countOf),
    );
    const again = demoSeedJob(alone.db, {
      now: () => new Date(),
      platformFeeBasisPoints: 500,
      bays: catalogBays(client),
      logger: createLogger({ service: 'payment', level: 'silent' }),
    });
    await again.run();
    const after = await Promise.all(
      (['payments', 'invoices', 'connected_accounts', 'outbox'] as const).map(countOf),
    );
    expect(after).toEqual(before);
  });
});
