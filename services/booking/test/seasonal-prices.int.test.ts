import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock, eventsV1, type bookingV1, type catalogV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { randomUUID } from 'node:crypto';
import { applyPaymentAuthorized } from '../src/events/payment-outcomes.consumer';
import {
  bayWithBuoys,
  baySetupChanger,
  boaterWithBoat,
  failureOf,
  hold,
  nightStay,
  tonight,
} from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';

// Issue 27 item 2 on the real booking and catalog services: booking prices a stay by the seasons
// catalog's answer carries, refuses a closed season, and a hold keeps the price it was quoted
// when the bay's manager changes the price while it is open (spec: "a hold or booking keeps the
// price it was quoted"); a quote after the change has the new price.

const totalOf = (price: bookingV1.PriceBreakdown | undefined) => price?.total?.amountMinor;
const nightLines = (price: bookingV1.PriceBreakdown | undefined) =>
  (price?.lines ?? []).map((line) => [line.quantity, line.unitPrice?.amountMinor]);

describe('seasonal prices and the quoted price kept', () => {
  let services: BookingServices;
  let bay: Awaited<ReturnType<typeof bayWithBuoys>>;
  let changeSetup: Awaited<ReturnType<typeof baySetupChanger>>;
  const { fromDate: today } = tonight();
  const tomorrow = bayClock.addDays(today, 1);
  const buoyId = (index: number) => bay.buoys[index]?.id ?? '';

  const season = (
    firstDate: string,
    lastDate: string,
    more: Partial<catalogV1.Season> = {},
  ): catalogV1.Season => ({
    seasonId: '',
    firstDate,
    lastDate,
    closed: false,
    ...more,
  });

  beforeAll(async () => {
    services = await startBookingServices();
    // A pin in Croatian waters: the setup derives Europe/Zagreb from it, the fixtures' zone.
    bay = await bayWithBuoys(services, {
      slug: 'seasons-bay',
      lat: 43.5,
      lon: 15.95,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }, { kind: 'digital' }],
    });
    changeSetup = await baySetupChanger(services, bay.id);
  });
  afterAll(() => services.stop());

  it('when tomorrow night is in a season of its own, then two nights cost tonight’s base price and tomorrow’s season price', async () => {
    await changeSetup({ seasons: [season(tomorrow, tomorrow, { nightPriceCents: 12_000 })] });
    const boater = await boaterWithBoat(services);
    const quoted = await services.client.quote(
      { stay: nightStay(buoyId(0), boater.boatId, { toDate: bayClock.addDays(today, 2) }) },
      boater.as,
    );
    expect(nightLines(quoted.price)).toEqual([
      [1, 8000],
      [1, 12_000],
    ]);
    expect(totalOf(quoted.price)).toBe(20_000);
  });

  it('when tonight is in a closed season, then the quote and the hold are refused with bay_closed_for_season', async () => {
    await changeSetup({ seasons: [season(today, tomorrow, { closed: true })] });
    const boater = await boaterWithBoat(services);
    const stay = nightStay(buoyId(1), boater.boatId);
    expect((await failureOf(services.client.quote({ stay }, boater.as))).code).toBe('bay_closed_for_season');
    expect((await failureOf(hold(services, boater, stay))).code).toBe('bay_closed_for_season');
  });

  it('when the night price changes while a hold is open, then the hold and its payment keep the quoted price, and a quote after it has the new one', async () => {
    await changeSetup({ seasons: [] });
    const boater = await boaterWithBoat(services);
    const stay = nightStay(buoyId(2), boater.boatId);
    expect(totalOf((await services.client.quote({ stay }, boater.as)).price)).toBe(8000);
    const held = await hold(services, boater, stay);
    expect(totalOf(held.price)).toBe(8000);

    await changeSetup({ nightPriceCents: 9900 });

    const { booking } = await services.client.getBooking({ bookingId: held.bookingId }, boater.as);
    expect(totalOf(booking?.price)).toBe(8000);
    await services.bookingDb
      .transaction()
      .execute((trx) => applyPaymentAuthorized(trx, { bookingId: held.bookingId, paymentId: randomUUID() }));
    // Payment captures the amount BookingConfirmed names.
    const confirmed = await services.bookingDb
      .selectFrom('outbox')
      .select('payload')
      .where('aggregate_id', '=', held.bookingId)
      .where('event_type', '=', eventsV1.BookingConfirmed.$type)
      .executeTakeFirstOrThrow();
    expect(eventsV1.BookingConfirmed.decode(confirmed.payload).amount?.amountMinor).toBe(8000);

    // Tomorrow night at the same buoy, kept for this boater (issue 30 item 3): booking may answer
    // from its few seconds' copy of the bay at first, then the new price.
    const later = nightStay(buoyId(2), boater.boatId, {
      fromDate: tomorrow,
      toDate: bayClock.addDays(tomorrow, 1),
    });
    await waitFor(
      async () => totalOf((await services.client.quote({ stay: later }, boater.as)).price) === 9900,
    );
    const { booking: kept } = await services.client.getBooking({ bookingId: held.bookingId }, boater.as);
    expect(totalOf(kept?.price)).toBe(8000);
  });
});
