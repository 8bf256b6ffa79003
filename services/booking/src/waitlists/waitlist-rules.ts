import { AppError } from '@moorline/kit';
import type { BuoyAtBay } from '../bookings/buoy-at-bay';
import { assertBoatFits } from '../bookings/stay-quote';
import type { BoatFit, StayWanted } from '../bookings/stay-wanted';
import type { EntryRow, OfferRow } from './waitlist.repository';

/**
 * Whether a buoy can be offered to a waiting boat: bookable online (digital, in service) and
 * taking the boat by the same rules a hold checks (length, then hull, the bay's and the buoy's).
 */
export function buoyTakesBoat(buoy: BuoyAtBay, boat: BoatFit): boolean {
  if (!buoy.digital || !buoy.usable) return false;
  try {
    assertBoatFits(buoy, boat);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

export function boatFitOfEntry(entry: Pick<EntryRow, 'loa_cm' | 'multihull'>): BoatFit {
  return { loaCm: entry.loa_cm, multihull: entry.multihull };
}

/** The stay an offer holds ready: the kept buoy, the waiting boat, the entry's dates, no extras. */
export function offerStay(offer: Pick<OfferRow, 'buoy_id' | 'entry'>): StayWanted {
  return {
    buoyId: offer.buoy_id,
    boatId: offer.entry.boat_id,
    kind: offer.entry.stay_kind,
    fromDate: offer.entry.from_date,
    toDate: offer.entry.to_date,
    dayHours: 0,
    extras: { mooringAssistance: false, trashCollection: false },
  };
}

/**
 * A hold may take an offer only while it is open and kept, and only for exactly its stay: its
 * buoy, boat, kind and dates (extras are the boater's to choose). `waitlist_offer_closed` else.
 */
export function assertOfferTakesStay(offer: OfferRow, stay: StayWanted, now: Date): void {
  const offered = offerStay(offer);
  const sameStay =
    stay.buoyId.toLowerCase() === offered.buoyId &&
    stay.boatId.toLowerCase() === offered.boatId &&
    stay.kind === offered.kind &&
    stay.fromDate === offered.fromDate &&
    (stay.kind === 'day' || stay.toDate === offered.toDate);
  if (offer.state !== 'open' || offer.kept_until <= now || !sameStay)
    throw new AppError('waitlist_offer_closed');
}
