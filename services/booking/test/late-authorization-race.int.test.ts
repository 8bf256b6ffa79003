import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import {
  migratedTestDatabase,
  type MigratedTestDatabase,
} from '@moorline/deploy/src/testing/migrated-database';
import { twoAtOnce } from '@moorline/deploy/src/testing/two-at-once';
import { outbox } from '@moorline/kit';
import type { Transaction } from 'kysely';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { randomUUID } from 'node:crypto';
import type { BookingTables } from '../src/booking.tables';
import { expireOverdueHolds, insertHeldBooking, periodRange } from '../src/bookings/booking.repository';
import { bookingMigrations } from '../src/db/migrations';
import { bookingExpiredEvent } from '../src/events/booking-events';
import { applyPaymentAuthorized, type PaymentOutcomeOptions } from '../src/events/payment-outcomes.consumer';
import { boaterWithBoat } from './booking-fixtures';

// Issue 26 item 2: the sweeper lapsing a hold while its authorization is being applied. Every
// authorization must end in a decision payment acts on: the booking confirmed (payment captures)
// or failed with BookingFailed (payment voids). An expired booking left undecided is a lost one:
// payment waits on booking's word, and the card stays blocked. The rounds take three orders in
// turn: two fixed by twoAtOnce (the first keeps its lock while the second runs), one left to chance.

const ROUNDS = 24;
type Db = MigratedTestDatabase<BookingTables>['db'];
type Trx = Transaction<BookingTables>;
type Order = 'sweeper first' | 'authorization first' | 'at once';
const orders: Order[] = ['sweeper first', 'authorization first', 'at once'];
const tokens = testAccessTokens();

/** A hold already past its deadline, of a boat and a buoy of its own. */
async function overdueHold(db: Db) {
  const { boatId } = await boaterWithBoat({ bookingDb: db, tokens });
  const now = new Date();
  const start = new Date(now.getTime() + 86_400_000);
  const end = new Date(start.getTime() + 86_400_000);
  const price = { currency: 'EUR', lines: [], totalMinor: 4_000, vatMinor: 800, vatRateBasisPoints: 2_500 };
  return insertHeldBooking(
    db,
    {
      user_id: randomUUID(),
      idempotency_key: randomUUID(),
      request_digest: 'fixture',
      bay_id: randomUUID(),
      bay_slug: 'race-bay',
      bay_name: 'Race Bay',
      time_zone: 'Europe/Zagreb',
      buoy_id: randomUUID(),
      buoy_label: 'A1',
      boat_id: boatId,
      boat_name: 'Galeb',
      registration_number: 'ST 1234',
      stay_kind: 'night',
      from_date: start.toISOString().slice(0, 10),
      to_date: end.toISOString().slice(0, 10),
      period: periodRange(start, end),
      mooring_assistance: false,
      trash_collection: false,
      price: JSON.stringify({ ...price, fullDayOffered: false, fullDaySavingMinor: 0 }),
      total_minor: price.totalMinor,
      currency: price.currency,
      search_text: 'race bay a1',
      language: 'en',
    },
    -1,
  );
}

/** The sweeper's batch as `expireOverdueHoldsNow` runs it, in the transaction given. */
async function sweep(trx: Trx) {
  const rows = await expireOverdueHolds(trx, 2_000);
  await outbox.add(trx, ...rows.map(bookingExpiredEvent));
}

async function race(db: Db, order: Order, options: PaymentOutcomeOptions) {
  const booking = await overdueHold(db);
  const paymentId = randomUUID();
  const authorize = (trx: Trx) => applyPaymentAuthorized(trx, { bookingId: booking.id, paymentId }, options);
  if (order === 'at once') {
    await Promise.all([db.transaction().execute(sweep), db.transaction().execute(authorize)]);
  } else {
    const works = order === 'sweeper first' ? [sweep, authorize] : [authorize, sweep];
    let turn = 0;
    const outcomes = await twoAtOnce(db, (trx) => (works[turn++] ?? sweep)(trx));
    for (const outcome of outcomes) if (!outcome.ok) throw outcome.error;
  }
  return { bookingId: booking.id, paymentId };
}

/** What payment will do with the authorization, from what booking decided and announced. */
async function fateOf(db: Db, round: { bookingId: string; paymentId: string }) {
  const booking = await db
    .selectFrom('bookings')
    .select(['status', 'payment_id'])
    .where('id', '=', round.bookingId)
    .executeTakeFirstOrThrow();
  const announced = await db
    .selectFrom('outbox')
    .select('event_type')
    .where('aggregate_id', '=', round.bookingId)
    .execute();
  const types = announced.map((row) => row.event_type);
  if (booking.payment_id !== round.paymentId) return 'lost';
  if (booking.status === 'confirmed' && types.includes(eventsV1.BookingConfirmed.$type)) return 'captured';
  if (booking.status === 'failed' && types.includes(eventsV1.BookingFailed.$type)) return 'voided';
  return 'lost';
}

async function storm(db: Db, options: PaymentOutcomeOptions) {
  const fates = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = orders[round % orders.length] ?? 'at once';
    fates.push({ order, fate: await fateOf(db, await race(db, order, options)) });
  }
  return fates;
}

describe('a late authorization racing the sweeper', () => {
  let database: MigratedTestDatabase<BookingTables>;

  beforeAll(async () => {
    database = await migratedTestDatabase<BookingTables>(bookingMigrations, 4);
  });

  afterAll(() => database.drop());

  it(`when the sweeper and the authorization meet ${ROUNDS} times in every order, then every authorization ends captured or voided`, async () => {
    const fates = await storm(database.db, { lockBooking: true });
    expect(fates.filter(({ fate }) => fate === 'lost')).toEqual([]);
    expect(fates).toHaveLength(ROUNDS);
  });

  it('when the booking is read without its lock (the twin), then an authorization is lost when the sweeper gets there first', async () => {
    const fates = await storm(database.db, { lockBooking: false });
    expect(fates.filter(({ fate }) => fate === 'lost').map(({ order }) => order)).toContain('sweeper first');
  });
});
