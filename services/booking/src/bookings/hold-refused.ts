import { AppError } from '@moorline/kit';

/** A free buoy offered instead of the one taken (booking.proto Alternative). */
export interface Alternative {
  bayId: string;
  baySlug: string;
  bayName: string;
  buoyId: string;
  buoyLabel: string;
  distanceM: number;
}

/** A hold refused because the buoy or the boat is taken, with what the boater could pick instead. */
export class HoldRefused extends AppError {
  readonly alternatives: Alternative[];

  constructor(code: 'buoy_already_booked' | 'boat_already_booked', alternatives: Alternative[]) {
    super(code);
    this.alternatives = alternatives;
  }
}
