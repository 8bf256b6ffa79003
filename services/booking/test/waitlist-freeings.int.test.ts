import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { expireOverdueHoldsNow } from '../src/bookings/expire-holds';
import { bayWithBuoys } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';
import { aheadNight, lineAtFullBay, offerFor, offersOf, waiter } from './waitlist-fixtures';

// Issue 30 item 4: every way a buoy comes free offers it to the first in line. A hold lapsing is
// swept as in production; a cancelled or moved booking and a buoy back in service are announced
// on the broker as their producers announce them, the buoy freed in the database first.

describe('what frees a buoy for the waitlist', () => {
  let services: BookingServices;

  beforeAll(async () => {
    services = await startBookingServices();
  });

  afterAll(() => services.stop());

  /** The hold on the line's buoy ends in the database without an event of its own. */
  async function endHoldQuietly(buoyId: string) {
    await services.bookingDb
      .updateTable('bookings')
      .set({ status: 'failed', failure_code: 'cancelled_by_boater' })
      .where('buoy_id', 'in', [buoyId])
      .execute();
  }

  async function periodOf(bookingId: string) {
    const { rows } = await sql<{ start: Date; end: Date }>`
      SELECT lower(period) AS start, upper(period) AS end FROM bookings WHERE id = ${bookingId}`.execute(
      services.bookingDb,
    );
    const [period] = rows;
    if (!period) throw new Error('no booking');
    return period;
  }

  it('when a hold lapses, then the first in line is offered its buoy', async () => {
    const line = await lineAtFullBay(services, 'wl-free-expiry', 47.01);
    await services.bookingDb
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', line.held.booking.bookingId)
      .execute();
    await expireOverdueHoldsNow(services.bookingDb);
    expect((await offerFor(services, line.first.boater, line.first.entry.entryId)).stay?.buoyId).toBe(
      line.buoyId,
    );
  });

  it('when a confirmed booking is cancelled, then the first in line is offered its buoy, once however often the event comes', async () => {
    const line = await lineAtFullBay(services, 'wl-free-cancel', 47.02);
    const period = await periodOf(line.held.booking.bookingId);
    await endHoldQuietly(line.buoyId);
    const cancelled = {
      type: eventsV1.BookingCancelled.$type,
      aggregateId: line.held.booking.bookingId,
      payload: eventsV1.BookingCancelled.fromPartial({
        bookingId: line.held.booking.bookingId,
        version: 3,
        bayId: line.bay.bayId,
        buoyId: line.buoyId,
        periodStart: period.start,
        periodEnd: period.end,
      }),
    };
    const eventId = randomUUID();
    await Promise.all([1, 2, 3].map(() => services.publish(cancelled, eventId)));
    const offer = await offerFor(services, line.first.boater, line.first.entry.entryId);
    await services.publish(cancelled, eventId);
    await waitFor(async () => {
      const seen = await services.bookingDb
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', '=', eventId)
        .execute();
      return seen.length > 0;
    });
    expect(await offersOf(services, line.first.entry.entryId)).toHaveLength(1);
    expect(await offersOf(services, line.second.entry.entryId)).toHaveLength(0);
    const announced = await services.bookingDb
      .selectFrom('outbox')
      .select('event_id')
      .where('aggregate_id', '=', offer.offerId)
      .where('event_type', '=', eventsV1.WaitlistOfferMade.$type)
      .execute();
    expect(announced).toHaveLength(1);
  });

  it('when a booking is moved off its buoy, then the first in line is offered the buoy it left', async () => {
    const line = await lineAtFullBay(services, 'wl-free-move', 47.03);
    const period = await periodOf(line.held.booking.bookingId);
    await endHoldQuietly(line.buoyId);
    await services.publish({
      type: eventsV1.BookingMoved.$type,
      aggregateId: line.held.booking.bookingId,
      payload: eventsV1.BookingMoved.fromPartial({
        bookingId: line.held.booking.bookingId,
        version: 2,
        bayId: line.bay.bayId,
        buoyId: randomUUID(),
        previousBuoyId: line.buoyId,
        periodStart: period.start,
        periodEnd: period.end,
      }),
    });
    expect((await offerFor(services, line.first.boater, line.first.entry.entryId)).stay?.buoyId).toBe(
      line.buoyId,
    );
  });

  it('when a buoy comes back into service, then the first in line is offered it', async () => {
    const bay = await bayWithBuoys(services, {
      slug: 'wl-free-service',
      lat: 47.04,
      lon: 16.1,
      buoys: [{ kind: 'digital', state: 'out_of_service' }],
    });
    const [buoy] = bay.buoys;
    if (!buoy) throw new Error('no buoy');
    const first = await waiter(services, bay.id, aheadNight());
    await services.catalogDb
      .updateTable('buoys')
      .set({ service_state: 'in_service' })
      .where('id', '=', buoy.id)
      .execute();
    await services.publish({
      type: eventsV1.BuoyStatusChanged.$type,
      aggregateId: buoy.id,
      payload: eventsV1.BuoyStatusChanged.fromPartial({
        bayId: bay.id,
        buoyId: buoy.id,
        status: catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE,
        changedAt: new Date(),
        bookingId: '',
      }),
    });
    expect((await offerFor(services, first.boater, first.entry.entryId)).stay?.buoyId).toBe(buoy.id);
  });
});
