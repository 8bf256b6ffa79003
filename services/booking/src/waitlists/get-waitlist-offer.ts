import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BuoyDirectory } from '../bookings/buoy-at-bay';
import { quoteStay, type QuotedStay } from '../bookings/stay-quote';
import { findCallersOffer } from './take-offer';
import type { OfferRow } from './waitlist.repository';
import { boatFitOfEntry, offerStay } from './waitlist-rules';

export interface OfferView {
  offer: OfferRow;
  /** The stay's price now; only while the offer is open and the stay can still be quoted. */
  quoted: QuotedStay | undefined;
}

/**
 * GetWaitlistOffer: one of the caller's offers as its link shows it, with the kept stay's price
 * while it is open. One no longer open answers its state; another's is `not_found`.
 */
export async function getWaitlistOffer(
  db: Kysely<BookingTables>,
  deps: { buoys: Pick<BuoyDirectory, 'buoyAtBay'>; now: () => Date },
  input: { caller: Caller; offerId: string },
): Promise<OfferView> {
  const offer = await findCallersOffer(db, input.caller, input.offerId);
  const now = deps.now();
  if (offer.state !== 'open' || offer.kept_until <= now) return { offer, quoted: undefined };
  try {
    const buoy = await deps.buoys.buoyAtBay(offer.buoy_id);
    return { offer, quoted: quoteStay(buoy, boatFitOfEntry(offer.entry), offerStay(offer), now) };
  } catch (error) {
    // The buoy changed since (out of service, a shorter limit): the offer says so by its price missing.
    if (error instanceof AppError) return { offer, quoted: undefined };
    throw error;
  }
}
