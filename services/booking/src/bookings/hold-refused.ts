import { AppError } from '@moorline/kit';

/** A free buoy offered instead of the one taken (booking.proto Alternative). */
export interface Alternative {
  bayId: string;
  baySlug: string;
  bayName: string;
  buoyId: string;
  buoyLabel: string;
  distanceM: number;
  /** Its printed QR code's slug, for its own check-in. */
  qrSlug: string;
}

/** The caller's booking that already holds the boat (booking.proto BoatBookedElsewhere). */
export interface BoatBookedElsewhere {
  bookingId: string;
  bayName: string;
  buoyLabel: string;
  fromDate: string;
  toDate: string;
}

type RefusalCode =
  | 'buoy_already_booked'
  | 'boat_already_booked'
  | 'boat_too_large_for_buoy'
  | 'hull_not_accepted_at_buoy'
  // Issue 30 item 4: a waitlist refused because buoys are free; they are the alternatives.
  | 'waitlist_bay_not_full';

/**
 * A stay refused with what the boater could do instead: the buoy is taken or does not take the
 * boat (free buoys that do), or the boat is booked elsewhere (where).
 */
export class HoldRefused extends AppError {
  readonly alternatives: Alternative[];
  readonly boatBookedAt: BoatBookedElsewhere | undefined;

  constructor(code: RefusalCode, alternatives: Alternative[], boatBookedAt?: BoatBookedElsewhere) {
    super(code);
    this.alternatives = alternatives;
    this.boatBookedAt = boatBookedAt;
  }
}
