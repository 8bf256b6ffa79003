import type { BookingInTheWayRow } from './bookings-in-the-way.repository';

export interface FreeBuoy {
  id: string;
  label: string;
  max_loa_cm: number;
}

export interface BookingInTheWay extends BookingInTheWayRow {
  freeBuoys: FreeBuoy[];
}

/**
 * Refusal to take a buoy out of service while bookings stand in the way (`buoy_has_bookings`),
 * with those bookings and where each could go; the gRPC layer turns it into the error's details.
 */
export class BuoyHasBookings extends Error {
  constructor(readonly bookings: BookingInTheWay[]) {
    super('This buoy has bookings in that period');
    this.name = 'BuoyHasBookings';
  }
}
