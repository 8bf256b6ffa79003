import { Type } from '@fastify/type-provider-typebox';
import { named, namedEnum, nullable } from '../../wire/named-schema';
import { BookingPhase, CancelledBy } from '../booking/booking-schemas';
import { StayKind } from '../catalog/catalog-schemas';
import { bayCancelReasons } from './booking-backoffice-params';

// The back office's occupancy, berths, history and moves (issue 15 items 2, 3, 4, 7): booking's
// figures, named so the OpenAPI document and the web's generated types name them too.

const instant = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });
const count = (description: string) => Type.Integer({ minimum: 0, description });

const countFields = {
  buoys_total: count('Digital and first-come buoys (traditional ones are the staff’s own)'),
  booked: count('Digital buoys taken by a live booking, paid or held'),
  checked_in: count('Of the live bookings counted, those whose boat has checked in'),
  free: count('Neither taken nor out of service'),
  first_come_taken: count('First-come buoys taken by a walk-up'),
  out_of_service: count('Out of service and not taken'),
};

export const OccupancyCounts = named(
  'OccupancyCounts',
  Type.Object(countFields, {
    description: 'Each counted buoy is one of booked, first_come_taken, out_of_service or free',
  }),
);

export const BayOccupancy = named('BayOccupancy', Type.Object({ bay_id: Type.String(), ...countFields }));

export const OccupancyNow = named(
  'OccupancyNow',
  Type.Object({ bays: Type.Array(BayOccupancy.ref, { description: 'Every bay of the caller’s operator' }) }),
);

export const OccupancyPoint = named(
  'OccupancyPoint',
  Type.Object({
    at: instant('Start of the hour'),
    booked: count('Buoys taken then, digital and first-come together'),
    checked_in: count('Of those, the bookings whose boat has checked in'),
    free: count('Neither taken nor out of service (service states as now)'),
  }),
);

export const OccupancyDay = named(
  'OccupancyDay',
  Type.Object({
    date: Type.String({ format: 'date', description: 'The bay’s calendar date' }),
    occupied: count('Buoys with a confirmed stay that date (a night counts on its arrival date)'),
    buoys_total: count('The bay’s counted buoys'),
    occupancy_ratio: Type.Number({ minimum: 0, description: 'occupied ÷ buoys_total; 0 without buoys' }),
  }),
);

export const Berth = named(
  'Berth',
  Type.Object({
    booking_id: Type.String(),
    buoy_id: Type.String(),
    buoy_label: Type.String(),
    boat_name: Type.String(),
    registration_number: Type.String(),
    loa_cm: Type.Integer({ description: 'Length overall, centimetres' }),
    check_in: instant(),
    check_out: instant(),
    stay_kind: StayKind.ref,
    paid: Type.Boolean({ description: 'Confirmed; false for a hold still waiting for payment' }),
    checked_in_at: nullable(instant('When the boat checked in at the buoy')),
    skipper_name: nullable(
      Type.String({ description: 'The skipper as the booking was made; null when none was given' }),
    ),
    skipper_phone: nullable(
      Type.String({ description: 'The phone to reach the skipper by, as they gave it; null when none' }),
    ),
  }),
);

export const BayOverview = named(
  'BayOverview',
  Type.Object({
    bay_id: Type.String(),
    time_zone: Type.String({ description: 'The bay’s IANA time zone: dates and hours are the bay’s' }),
    now: OccupancyCounts.ref,
    tonight: OccupancyCounts.ref,
    coming_hours: Type.Array(OccupancyPoint.ref, { description: '48 hourly points from the current hour' }),
    past_days: Type.Array(OccupancyDay.ref, { description: 'The 30 dates before today, oldest first' }),
    berths: Type.Array(Berth.ref, {
      description: 'Boats there now or arriving by tonight’s check-in, by buoy',
    }),
  }),
);

export const BookingAmount = named(
  'BookingAmount',
  Type.Object(
    { amount_minor: Type.Integer(), currency: Type.String() },
    { description: 'Integer minor units, VAT and extras included' },
  ),
);

export const BayCancelReason = namedEnum(
  'BayCancelReason',
  [...bayCancelReasons],
  'Why the bay cancelled a booking: the weather, a buoy out of service, or another reason',
);

const invoiceReference = (description: string) =>
  Type.Object(
    {
      invoice_id: Type.String(),
      number: Type.String(),
      issued_at: instant('When it was issued'),
    },
    { description },
  );

const bayBookingFields = {
  booking_id: Type.String(),
  from_date: Type.String({ format: 'date', description: 'Arrival, or the day of a day stay' }),
  to_date: Type.String({ format: 'date', description: 'Departure; equal to from_date for a day stay' }),
  buoy_id: Type.String(),
  buoy_label: Type.String(),
  registration_number: Type.String(),
  boat_name: Type.String(),
  stay_kind: StayKind.ref,
  status: BookingPhase.ref,
  amount: BookingAmount.ref,
  checked_in_at: nullable(instant()),
  channel: Type.Union([Type.Literal('online'), Type.Literal('walk_up')], {
    description: 'Booked ahead online, or walked up to at the buoy through its QR code',
  }),
  cancelled_at: nullable(instant('When it was cancelled (status cancelled); null otherwise')),
  cancelled_by: nullable(CancelledBy.ref),
  refund: nullable(BookingAmount.ref),
  cancel_reason: nullable(BayCancelReason.ref),
};

export const BayBooking = named(
  'BayBooking',
  Type.Object({
    ...bayBookingFields,
    invoice: nullable(invoiceReference('Null until issued; issued_at is the capture, the invoice’s date')),
    credit_note: nullable(
      invoiceReference('The credit note of a cancelled booking’s refund; null until issued'),
    ),
  }),
);

export const BayBookingList = named(
  'BayBookingList',
  Type.Object({
    bookings: Type.Array(BayBooking.ref, { description: 'Latest arrival first' }),
    next_cursor: nullable(Type.String({ description: 'For the next page; null on the last' })),
  }),
);

export const MovedBooking = named(
  'MovedBooking',
  Type.Object({ ...bayBookingFields, previous_buoy_id: Type.String(), previous_buoy_label: Type.String() }),
);

export const CancelBayBookingBody = named(
  'CancelBayBookingBody',
  Type.Object(
    {
      reason: BayCancelReason.ref,
      note: Type.Optional(
        Type.String({ maxLength: 500, description: 'A few words for the boater, in their email' }),
      ),
    },
    { additionalProperties: false },
  ),
);

export const MoveBookingBody = named(
  'MoveBookingBody',
  Type.Object(
    { buoy_id: Type.String({ minLength: 1, maxLength: 64, description: 'A free buoy of the same bay' }) },
    { additionalProperties: false },
  ),
);

/** `changed`: a booking or check-in of the bay changed, or one of its buoys' status; ask again. */
export const BayChanged = named('BayChanged', Type.Object({ bay_id: Type.String(), changed_at: instant() }));
