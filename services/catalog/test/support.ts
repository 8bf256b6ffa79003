import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens, type TestAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { testKafkaBrokers, uniqueName, waitFor } from '@moorline/deploy/src/testing/test-infra';
import { catalogV1, eventsV1, eventHeaders, operatorIdOfCompany, topics } from '@moorline/contracts';
import {
  createChannel,
  createDatabase,
  createGrpcClient,
  createKafka,
  createLogger,
  FETCH_MAX_WAIT_MS,
  forwardAccessToken,
  type ServiceConfig,
} from '@moorline/kit';
import type { KafkaMessage, Producer } from 'kafkajs';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { createCatalogService, type CatalogOverrides } from '../src/catalog.service';
import type { CatalogTables } from '../src/catalog.tables';
import type { CatalogConfig } from '../src/config';
import { qrSlugFor } from '../src/buoys/qr-slug';
import type { HullKind } from '../src/bays/bay.table';
import type { ManagementKind, ServiceState } from '../src/buoys/buoy.table';
import { normaliseSearchText } from '../src/search/normalise-search-text';

export type CatalogClient = ReturnType<typeof createGrpcClient<typeof catalogV1.CatalogServiceDefinition>>;

export interface RunningCatalog {
  client: CatalogClient;
  /** Where catalog's gRPC server listens, for clients of its other services. */
  grpcAddress: string;
  db: Kysely<CatalogTables>;
  /** Call options of a signed-in user: a token the catalog's key verifies, in the metadata. */
  signedIn: ReturnType<typeof forwardAccessToken>;
  /** The key pair the catalog verifies with, to sign other tokens (expired, other roles). */
  tokens: TestAccessTokens;
  /** The prefix of this test's topics and consumer groups on the shared broker. */
  kafkaNamespace: string;
  /** Publishes booking events the way the booking service's relay would, on the test's namespace. */
  publish(...events: BookingEvent[]): Promise<string[]>;
  /** Resolves once the buoy-status projection has applied (or skipped) these event ids. */
  processed(eventIds: string[]): Promise<void>;
  /**
   * Records on one of the test's namespaced topics, read from the beginning until `enough` of them
   * have come (a count, or a test of what has come: earlier tests' records arrive first).
   */
  readTopic(
    topic: string,
    enough: number | ((received: readonly KafkaMessage[]) => boolean),
    timeoutMs?: number,
  ): Promise<KafkaMessage[]>;
  stop(): Promise<void>;
}

type Settings = Omit<CatalogConfig, keyof ServiceConfig>;

/** The catalog service on a fresh database and its own Kafka namespace, as main.ts runs it. */
export async function startCatalog(
  settings: Partial<Settings> = {},
  overrides: CatalogOverrides = {},
): Promise<RunningCatalog> {
  const tokens = testAccessTokens();
  const ownSettings = {
    ...tokens.verifierEnv,
    SEED_DEMO_DATA: false,
    WEATHER_BASE_URL: 'http://127.0.0.1:9/v1',
    WEATHER_TIMEOUT_MS: 1_000,
    // The clock stays still unless a test sets it going: statuses then change only by events.
    STATUS_CLOCK_INTERVAL_MS: 3_600_000,
    ...settings,
  };
  const service: ServiceUnderTest = await startServiceUnderTest(
    (config: CatalogConfig) => createCatalogService(config, overrides),
    ownSettings,
  );
  const { kafkaNamespace } = service;
  const db = createDatabase<CatalogTables>({ url: service.databaseUrl, applicationName: 'catalog-test' });
  const client = createGrpcClient(catalogV1.CatalogServiceDefinition, createChannel(service.grpcAddress));
  const kafka = createKafka({
    clientId: uniqueName('catalog-test'),
    brokers: testKafkaBrokers(),
    logger: createLogger({ service: 'catalog-test', level: 'silent' }),
  });
  const producer: Producer = kafka.producer();
  await producer.connect();
  return {
    client,
    grpcAddress: service.grpcAddress,
    db,
    signedIn: forwardAccessToken(await tokens.bearer()),
    tokens,
    kafkaNamespace,
    publish: (...events) => publishBookingEvents(producer, `${kafkaNamespace}${topics.booking}`, events),
    async processed(eventIds) {
      await waitFor(async () => {
        const rows = await db
          .selectFrom('processed_events')
          .select('event_id')
          .where('consumer', '=', 'catalog.buoy-status')
          .where('event_id', 'in', eventIds)
          .execute();
        return rows.length === new Set(eventIds).size;
      });
    },
    async readTopic(topic, enough, timeoutMs = 15_000) {
      const isEnough =
        typeof enough === 'number' ? (got: readonly KafkaMessage[]) => got.length >= enough : enough;
      const consumer = kafka.consumer({
        groupId: uniqueName('catalog-test-reader'),
        maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
      });
      const received: KafkaMessage[] = [];
      await consumer.connect();
      await consumer.subscribe({ topic: `${kafkaNamespace}${topic}`, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          received.push(message);
        },
      });
      await waitFor(() => isEnough(received), timeoutMs).catch(() => undefined);
      await consumer.disconnect();
      return received;
    },
    async stop() {
      await producer.disconnect();
      await db.destroy();
      await service.stop();
    },
  };
}

/** The fields the booking helper fills; every booking event has them. */
type BookingPayload = Omit<eventsV1.BookingHeld, 'holdExpiresAt'>;

export interface BookingEvent {
  /** A booking's, or a waitlist offer's (issue 30 item 4: the booking id stands for the offer id). */
  type: 'held' | 'confirmed' | 'expired' | 'failed' | 'cancelled' | 'offer_made' | 'offer_ended';
  payload: BookingPayload;
  eventId?: string;
}

function encodeWith<T>(
  codec: {
    $type: string;
    fromPartial(payload: BookingPayload): T;
    encode(message: T): { finish(): Uint8Array };
  },
  payload: BookingPayload,
) {
  return { type: codec.$type, value: Buffer.from(codec.encode(codec.fromPartial(payload)).finish()) };
}

const encoders: Record<BookingEvent['type'], (payload: BookingPayload) => { type: string; value: Buffer }> = {
  held: (payload) => encodeWith(eventsV1.BookingHeld, payload),
  confirmed: (payload) => encodeWith(eventsV1.BookingConfirmed, payload),
  expired: (payload) => encodeWith(eventsV1.BookingExpired, payload),
  failed: (payload) => encodeWith(eventsV1.BookingFailed, payload),
  cancelled: (payload) => encodeWith(eventsV1.BookingCancelled, payload),
  offer_made: (payload) => encodeOffer(eventsV1.WaitlistOfferMade, payload),
  offer_ended: (payload) => encodeOffer(eventsV1.WaitlistOfferEnded, payload),
};

/** A waitlist offer's event keeping (or no longer keeping) the booking helper's buoy and period. */
function encodeOffer(
  codec: typeof eventsV1.WaitlistOfferMade | typeof eventsV1.WaitlistOfferEnded,
  { bookingId, bayId, buoyId, periodStart, periodEnd, version }: BookingPayload,
) {
  const offer = { offerId: bookingId, version, bayId, buoyId, periodStart, periodEnd };
  const value =
    codec === eventsV1.WaitlistOfferMade
      ? eventsV1.WaitlistOfferMade.encode(eventsV1.WaitlistOfferMade.fromPartial(offer)).finish()
      : eventsV1.WaitlistOfferEnded.encode(eventsV1.WaitlistOfferEnded.fromPartial(offer)).finish();
  return { type: codec.$type, value: Buffer.from(value) };
}

/** One send per event, in the order given, keyed by booking id (ARCHITECTURE §3). */
async function publishBookingEvents(producer: Producer, topic: string, events: BookingEvent[]) {
  const ids: string[] = [];
  for (const event of events) {
    const eventId = event.eventId ?? randomUUID();
    const { type, value } = encoders[event.type](event.payload);
    await producer.send({
      topic,
      messages: [
        {
          key: event.payload.bookingId,
          value,
          headers: {
            [eventHeaders.eventId]: eventId,
            [eventHeaders.eventType]: type,
            [eventHeaders.occurredAt]: new Date().toISOString(),
          },
        },
      ],
    });
    ids.push(eventId);
  }
  return ids;
}

/** A booking of one buoy; `event(type, version)` gives its events with the same period. */
export function booking(buoy: { id: string; bay_id: string }, periodStart: Date, periodEnd: Date) {
  const bookingId = randomUUID();
  const common = {
    bookingId,
    bayId: buoy.bay_id,
    buoyId: buoy.id,
    boatId: randomUUID(),
    userId: randomUUID(),
    periodStart,
    periodEnd,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    amount: { amountMinor: 9_000, currency: 'EUR' },
  };
  return {
    bookingId,
    event: (type: BookingEvent['type'], version: number, eventId?: string): BookingEvent => ({
      type,
      payload: { ...common, version },
      eventId,
    }),
  };
}

/** The company insertBay's bays belong to unless a test names another. */
const TEST_COMPANY = 'Test operator d.o.o.';

/**
 * What payment's AccountUpdated leaves behind: the operator (insertBay's unless named) has a
 * ready payment account, so its bays take online bookings (issue 15 item 6); once per operator.
 */
export async function markPaymentAccountReady(
  db: Kysely<CatalogTables>,
  operatorId = operatorIdOfCompany(TEST_COMPANY),
) {
  await db
    .insertInto('operator_payment_accounts')
    .values({ operator_id: operatorId, state: 'ready', updated_at: new Date() })
    .onConflict((conflict) => conflict.column('operator_id').doNothing())
    .execute();
}

/** The same for the operator of every bay there is (the demo bays, without payment's seed). */
export async function markEveryOperatorReady(db: Kysely<CatalogTables>) {
  const operators = await db.selectFrom('bays').select('operator_id').distinct().execute();
  for (const { operator_id: operatorId } of operators) await markPaymentAccountReady(db, operatorId);
}

/** A bay of the test's own, away from the demo bays, with buoys of the given kinds. */
export async function insertBay(
  db: Kysely<CatalogTables>,
  bay: {
    slug: string;
    lat: number;
    lon: number;
    daySold?: boolean;
    /** Night check-in and check-out, 14:00 and 12:00 unless given. */
    nightTimes?: { checkIn: string; checkOut: string };
    /** Europe/Zagreb unless given. */
    timeZone?: string;
    /** The operator's company, 'Test operator d.o.o.' unless given: the operator id follows it. */
    company?: string;
    /** 2000 and monohulls only unless given, for the bay and each of its buoys. */
    maxLoaCm?: number;
    hullKinds?: HullKind[];
    buoys: {
      kind: ManagementKind;
      state?: ServiceState;
      maxLoaCm?: number;
      hullKinds?: HullKind[];
      /** In a row north of the pin, 0.0003° apart, unless given. */
      at?: { lat: number; lon: number };
    }[];
  },
) {
  const text = JSON.stringify({ en: bay.slug, sl: bay.slug, hr: bay.slug, it: bay.slug });
  const { id } = await db
    .insertInto('bays')
    .values({
      slug: bay.slug,
      name: bay.slug,
      search_name: normaliseSearchText(bay.slug),
      country: 'HR',
      description: text,
      guest_information: text,
      lat: bay.lat,
      lon: bay.lon,
      coastline: null,
      time_zone: bay.timeZone ?? 'Europe/Zagreb',
      operator_name: 'Test operator',
      company_name: bay.company ?? TEST_COMPANY,
      contact_phone: null,
      contact_email: null,
      contact_website: null,
      max_loa_cm: bay.maxLoaCm ?? 2000,
      hull_kinds: bay.hullKinds ?? ['mono'],
      day_stay_available: bay.daySold ?? true,
      day_check_in: bay.daySold === false ? null : '08:00',
      day_check_out: bay.daySold === false ? null : '14:00',
      day_price_per_hour_cents: bay.daySold === false ? null : 1000,
      day_price_full_day_cents: bay.daySold === false ? null : 5000,
      night_stay_available: true,
      night_check_in: bay.nightTimes?.checkIn ?? '14:00',
      night_check_out: bay.nightTimes?.checkOut ?? '12:00',
      night_price_cents: 8000,
      currency: 'EUR',
      vat_rate_basis_points: 1300,
      mooring_assistance_offered: false,
      mooring_assistance_price_cents: null,
      trash_collection_offered: false,
      trash_collection_price_cents: null,
      trash_collection_time: null,
      video_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (bay.buoys.length === 0) return { id, slug: bay.slug, buoys: [] };
  const buoys = await db
    .insertInto('buoys')
    .values(
      bay.buoys.map((buoy, index) => ({
        bay_id: id,
        label: String(index + 1),
        lat: buoy.at?.lat ?? bay.lat + 0.0003 * (index + 1),
        lon: buoy.at?.lon ?? bay.lon,
        max_loa_cm: buoy.maxLoaCm ?? 2000,
        hull_kinds: buoy.hullKinds ?? ['mono' as const],
        management_kind: buoy.kind,
        service_state: buoy.state ?? 'in_service',
        qr_slug: qrSlugFor(bay.slug, String(index + 1)),
      })),
    )
    .returning(['id', 'bay_id', 'label', 'management_kind'])
    .execute();
  return { id, slug: bay.slug, buoys };
}

/** A box of ±0.01° around a point: one test bay, no demo bay. */
export const boxAround = (point: { lat: number; lon: number }) => ({
  minLon: point.lon - 0.01,
  minLat: point.lat - 0.01,
  maxLon: point.lon + 0.01,
  maxLat: point.lat + 0.01,
});

export { waitFor };
