import { bayClock, bookingV1, catalogV1 } from '@moorline/contracts';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { randomUUID } from 'node:crypto';
import { bayWithBuoys, boaterWithBoat, hold, nightStay, type Boater } from './booking-fixtures';
import type { BookingServices } from './support';

/** Tomorrow's night at a fixture bay: no waitlist entry for it begins while a test runs. */
export function aheadNight(now = new Date()) {
  const fromDate = bayClock.addDays(bayClock.localDate(now, 'Europe/Zagreb'), 1);
  return { fromDate, toDate: bayClock.addDays(fromDate, 1) };
}

/** A bay of `size` digital buoys, each held for the night by a boater of its own: full. */
export async function fullBay(services: BookingServices, slug: string, size: number, lat: number) {
  const bay = await bayWithBuoys(services, {
    slug,
    lat,
    lon: 16.1,
    buoys: Array.from({ length: size }, () => ({ kind: 'digital' as const })),
  });
  const night = aheadNight();
  const holds = await Promise.all(
    bay.buoys.map(async (buoy) => {
      const holder = await boaterWithBoat(services);
      return {
        buoyId: buoy.id,
        holder,
        booking: await hold(services, holder, nightStay(buoy.id, holder.boatId, night)),
      };
    }),
  );
  return { bayId: bay.id, buoyIds: bay.buoys.map((buoy) => buoy.id), holds, night };
}

/** A boater with a boat who joins the bay's waitlist for the night; the boater and the entry. */
export async function waiter(
  services: BookingServices,
  bayId: string,
  night: { fromDate: string; toDate: string },
) {
  const boater = await boaterWithBoat(services);
  const { entry } = await services.client.joinWaitlist(
    { bayId, boatId: boater.boatId, stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, ...night, language: 'en' },
    boater.as,
  );
  if (!entry) throw new Error('no entry in the answer');
  return { boater, entry };
}

/** The boater's entry as ListMyWaitlists shows it once it has an offer (polls the engine). */
export async function offerFor(services: BookingServices, boater: Boater, entryId: string) {
  let offered: bookingV1.WaitlistEntry | undefined;
  await waitFor(async () => {
    const { entries } = await services.client.listMyWaitlists({}, boater.as);
    offered = entries.find(
      (entry) =>
        entry.entryId === entryId &&
        entry.state === bookingV1.WaitlistEntryState.WAITLIST_ENTRY_STATE_OFFERED,
    );
    return offered !== undefined;
  });
  if (!offered?.offer) throw new Error('offered without an offer');
  return offered.offer;
}

/** Every offer made to the entry, as stored. */
export function offersOf(services: BookingServices, entryId: string) {
  return services.bookingDb
    .selectFrom('waitlist_offers')
    .selectAll()
    .where('entry_id', '=', entryId)
    .execute();
}

/** Holds the offer's stay with its id, as the offer's link does. */
export function takeOffer(services: BookingServices, boater: Boater, offer: bookingV1.WaitlistOffer) {
  return services.client.createHold(
    { idempotencyKey: randomUUID(), stay: offer.stay, waitlistOfferId: offer.offerId },
    boater.as,
  );
}

/** Lets the offer's time run out, as ten minutes would. */
export async function runOutOfTime(services: BookingServices, offerId: string) {
  await services.bookingDb
    .updateTable('waitlist_offers')
    .set({ kept_until: new Date(Date.now() - 1_000) })
    .where('id', '=', offerId)
    .execute();
}

/** A full bay of one buoy with two waiters in line; `free()` cancels the hold on the buoy. */
export async function lineAtFullBay(services: BookingServices, slug: string, lat: number) {
  const bay = await fullBay(services, slug, 1, lat);
  const first = await waiter(services, bay.bayId, bay.night);
  const second = await waiter(services, bay.bayId, bay.night);
  const [held] = bay.holds;
  if (!held) throw new Error('no hold');
  const free = () => services.client.cancelHold({ bookingId: held.booking.bookingId }, held.holder.as);
  return { bay, first, second, held, free, buoyId: held.buoyId };
}
