import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingV1, catalogV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { sql } from 'kysely';
import { sweepWaitlistsNow } from '../src/waitlists/sweep-waitlists';
import { bayWithBuoys, boaterWithBoat, failureOf, hold, nightStay } from './booking-fixtures';
import { startBookingServices, type BookingServices } from './support';
import {
  aheadNight,
  fullBay,
  lineAtFullBay,
  offerFor,
  offersOf,
  runOutOfTime,
  takeOffer,
  waiter,
} from './waitlist-fixtures';

const { WaitlistEntryState: Entry, WaitlistOfferState: Offer } = bookingV1;

describe('waitlists (issue 30 item 4)', () => {
  let services: BookingServices;

  beforeAll(async () => {
    services = await startBookingServices();
  });

  afterAll(() => services.stop());

  it('when boaters join a full bay, then they are in line in joining order, and joining again answers the same entry', async () => {
    const bay = await fullBay(services, 'wl-line', 1, 45.01);
    const first = await waiter(services, bay.bayId, bay.night);
    const second = await waiter(services, bay.bayId, bay.night);
    expect(first.entry).toMatchObject({
      state: Entry.WAITLIST_ENTRY_STATE_WAITING,
      placeInLine: 1,
      bayName: 'wl-line',
    });
    expect(second.entry.placeInLine).toBe(2);
    const again = await services.client.joinWaitlist(
      {
        bayId: bay.bayId,
        boatId: first.entry.boatId,
        stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
        ...bay.night,
        language: 'en',
      },
      first.boater.as,
    );
    expect(again.entry?.entryId).toBe(first.entry.entryId);
    const { entries } = await services.client.listMyWaitlists({}, second.boater.as);
    expect(entries.map((entry) => [entry.entryId, entry.placeInLine])).toEqual([[second.entry.entryId, 2]]);
  });

  it('when a buoy of the bay takes the boat for the stay, then joining is refused with that buoy as the alternative', async () => {
    const bay = await bayWithBuoys(services, {
      slug: 'wl-not-full',
      lat: 45.02,
      lon: 16.1,
      buoys: [{ kind: 'digital' }],
    });
    const boater = await boaterWithBoat(services);
    const failure = await failureOf(
      services.client.joinWaitlist(
        {
          bayId: bay.id,
          boatId: boater.boatId,
          stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
          ...aheadNight(),
          language: 'en',
        },
        boater.as,
      ),
    );
    expect(failure.code).toBe('waitlist_bay_not_full');
    const refusal = bookingV1.HoldRefusal.decode(failure.details ?? new Uint8Array());
    expect(refusal.alternatives.map((alternative) => alternative.buoyId)).toEqual([bay.buoys[0]?.id]);
  });

  it('when the boat is another’s or the dates are not a stay, then joining is refused as a quote is', async () => {
    const bay = await fullBay(services, 'wl-refusals', 1, 45.03);
    const boater = await boaterWithBoat(services);
    const other = await boaterWithBoat(services);
    const join = (boatId: string, night: { fromDate: string; toDate: string }) =>
      failureOf(
        services.client.joinWaitlist(
          {
            bayId: bay.bayId,
            boatId,
            stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
            ...night,
            language: 'en',
          },
          boater.as,
        ),
      );
    expect((await join(other.boatId, bay.night)).code).toBe('not_found');
    const backwards = { fromDate: bay.night.toDate, toDate: bay.night.fromDate };
    const quoted = await failureOf(
      services.client.quote({ stay: nightStay(bay.buoyIds[0] ?? '', boater.boatId, backwards) }, boater.as),
    );
    expect((await join(boater.boatId, backwards)).code).toBe(quoted.code);
  });

  it('when a hold is cancelled, then the first in line is offered the buoy, others’ holds are refused, and the offer takes it', async () => {
    const { bay, first, second, free } = await lineAtFullBay(services, 'wl-take', 45.04);
    await free();
    const offer = await offerFor(services, first.boater, first.entry.entryId);
    expect(offer).toMatchObject({ state: Offer.WAITLIST_OFFER_STATE_OPEN, bayId: bay.bayId });
    expect(offer.stay?.buoyId).toBe(bay.buoyIds[0]);

    const shown = await services.client.getWaitlistOffer({ offerId: offer.offerId }, first.boater.as);
    expect(shown.offer?.quote?.price?.total?.amountMinor).toBeGreaterThan(0);
    expect(
      (await failureOf(services.client.getWaitlistOffer({ offerId: offer.offerId }, second.boater.as))).code,
    ).toBe('not_found');
    const stranger = await boaterWithBoat(services);
    const refused = await failureOf(
      hold(services, stranger, nightStay(bay.buoyIds[0] ?? '', stranger.boatId, bay.night)),
    );
    expect(refused.code).toBe('buoy_already_booked');
    expect((await failureOf(takeOffer(services, second.boater, offer))).code).toBe('not_found');

    const { booking } = await takeOffer(services, first.boater, offer);
    expect(booking?.buoyId).toBe(bay.buoyIds[0]);
    const after = await services.client.getWaitlistOffer({ offerId: offer.offerId }, first.boater.as);
    expect(after.offer).toMatchObject({ state: Offer.WAITLIST_OFFER_STATE_TAKEN, quote: undefined });
    expect((await failureOf(takeOffer(services, first.boater, offer))).code).toBe('waitlist_offer_closed');
    const { entries } = await services.client.listMyWaitlists({}, first.boater.as);
    expect(entries).toEqual([]);
    expect(await offersOf(services, second.entry.entryId)).toEqual([]);
  });

  it('when an offer lapses, then the next in line is offered the buoy, and after the last it is free', async () => {
    const { bay, first, second, free } = await lineAtFullBay(services, 'wl-lapse', 45.05);
    await free();
    const firstOffer = await offerFor(services, first.boater, first.entry.entryId);
    await runOutOfTime(services, firstOffer.offerId);
    expect((await sweepWaitlistsNow(services.bookingDb)).lapsed).toBe(1);
    const secondOffer = await offerFor(services, second.boater, second.entry.entryId);
    expect(secondOffer.stay?.buoyId).toBe(bay.buoyIds[0]);
    const lapsed = await services.client.getWaitlistOffer({ offerId: firstOffer.offerId }, first.boater.as);
    expect(lapsed.offer?.state).toBe(Offer.WAITLIST_OFFER_STATE_LAPSED);

    await runOutOfTime(services, secondOffer.offerId);
    await sweepWaitlistsNow(services.bookingDb);
    await waitFor(async () => (await offersOf(services, first.entry.entryId)).length === 1);
    const anyone = await boaterWithBoat(services);
    await waitFor(async () =>
      hold(services, anyone, nightStay(bay.buoyIds[0] ?? '', anyone.boatId, bay.night)).then(
        () => true,
        () => false,
      ),
    );
    expect(await offersOf(services, first.entry.entryId)).toHaveLength(1);
  });

  it('when a waiter leaves with an open offer, then it is withdrawn and the next in line is offered the buoy', async () => {
    const { first, second, free } = await lineAtFullBay(services, 'wl-leave', 45.06);
    expect(
      (await failureOf(services.client.leaveWaitlist({ entryId: first.entry.entryId }, second.boater.as)))
        .code,
    ).toBe('not_found');
    await free();
    const offer = await offerFor(services, first.boater, first.entry.entryId);
    const { entry } = await services.client.leaveWaitlist({ entryId: first.entry.entryId }, first.boater.as);
    expect(entry?.state).toBe(Entry.WAITLIST_ENTRY_STATE_LEFT);
    const again = await services.client.leaveWaitlist({ entryId: first.entry.entryId }, first.boater.as);
    expect(again.entry?.state).toBe(Entry.WAITLIST_ENTRY_STATE_LEFT);
    const withdrawn = await services.client.getWaitlistOffer({ offerId: offer.offerId }, first.boater.as);
    expect(withdrawn.offer?.state).toBe(Offer.WAITLIST_OFFER_STATE_WITHDRAWN);
    await offerFor(services, second.boater, second.entry.entryId);
  });

  it('when a waiting entry’s night has begun but is still sold, then it waits, and a freed buoy is offered to it', async () => {
    const bay = await fullBay(services, 'wl-tonight', 1, 45.06);
    const { boater, entry } = await waiter(services, bay.bayId, bay.night);
    // As tonight's entry is an hour after the bay's check-in: its arrival date is not over yet.
    await sql`
      UPDATE waitlist_entries SET period = tstzrange(now() - interval '1 hour', upper(period), '[)')
       WHERE id = ${entry.entryId}`.execute(services.bookingDb);
    expect((await sweepWaitlistsNow(services.bookingDb)).ended).toBe(0);
    const [held] = bay.holds;
    if (held === undefined) throw new Error('the full bay has no hold');
    await services.client.cancelHold({ bookingId: held.booking.bookingId }, held.holder.as);
    await offerFor(services, boater, entry.entryId);
  });

  it('when a waiting entry’s night has passed, then the sweep ends it and it leaves the list', async () => {
    const bay = await fullBay(services, 'wl-passed', 1, 45.07);
    const { boater, entry } = await waiter(services, bay.bayId, bay.night);
    // As if the line were for last night: its arrival date is over at the bay.
    await sql`
      UPDATE waitlist_entries SET from_date = from_date - 2, to_date = to_date - 2,
             period = tstzrange(lower(period) - interval '2 days', upper(period) - interval '2 days', '[)')
       WHERE id = ${entry.entryId}`.execute(services.bookingDb);
    expect((await sweepWaitlistsNow(services.bookingDb)).ended).toBeGreaterThanOrEqual(1);
    expect((await services.client.listMyWaitlists({}, boater.as)).entries).toEqual([]);
    const { entry: left } = await services.client.leaveWaitlist({ entryId: entry.entryId }, boater.as);
    expect(left?.state).toBe(Entry.WAITLIST_ENTRY_STATE_ENDED);
  });
});
