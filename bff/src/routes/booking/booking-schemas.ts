import { QueryText } from '../../wire/query-text';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { bookingPhases, bookingStatuses, priceLineKinds, wireValues } from '../../wire/enum-tables';
import { named, namedEnum, nullable } from '../../wire/named-schema';
import { Language } from '../auth/auth-schemas';
import { Money, StayKind } from '../catalog/catalog-schemas';

// Quotes, holds and My Bookings (issue 12 item 8). Prices are Money like the bays' price lists:
// integer minor units, VAT included, always computed by the booking service.

export const BookingStatus = namedEnum(
  'BookingStatus',
  wireValues(bookingStatuses),
  'Stored state: held while waiting for payment, then confirmed, expired or failed',
);
export const BookingPhase = namedEnum(
  'BookingPhase',
  wireValues(bookingPhases),
  'My Bookings group, from the status and the clock; pending is a hold waiting for payment',
);
export const BookingFilter = namedEnum(
  'BookingFilter',
  ['all', ...wireValues(bookingPhases)],
  'My Bookings filter: all, or one phase',
);
/** Who cancelled a paid booking (issue 30 item 2): the boater, or the bay's staff. */
export const cancellationParties = ['boater', 'operator'] as const;
export type CancellationParty = (typeof cancellationParties)[number];
export const CancelledBy = namedEnum(
  'CancelledBy',
  [...cancellationParties],
  'Who cancelled a paid booking: the boater, or the bay’s staff (weather, a broken buoy)',
);
export const PriceLineKind = namedEnum(
  'PriceLineKind',
  wireValues(priceLineKinds),
  'What a line of a price breakdown charges for',
);

export const Extras = named(
  'Extras',
  Type.Object(
    { mooring_assistance: Type.Boolean(), trash_collection: Type.Boolean() },
    { additionalProperties: false, description: 'Extras sold with a stay (spec §1)' },
  ),
);

// minLength first: an empty date is missing (spec §8 dates_missing), not malformed.
const calendarDate = (description: string) => Type.String({ minLength: 1, format: 'date', description });

// Bounds and dates are the booking service's rules (spec §5): only their form is checked here,
// so a rule that fails answers its own code and message.
export const Stay = named(
  'Stay',
  Type.Object(
    {
      buoy_id: Type.String({ minLength: 1, maxLength: 64 }),
      boat_id: Type.String({ minLength: 1, maxLength: 64, description: 'One of the caller’s boats' }),
      stay_kind: StayKind.ref,
      from_date: calendarDate('YYYY-MM-DD in the bay’s calendar: arrival, or the day of a day stay'),
      to_date: Type.Optional(calendarDate('YYYY-MM-DD departure of a night stay')),
      day_hours: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: 24,
          description: 'Day stay: hours wanted from now; 0 or absent means until the day check-out',
        }),
      ),
      extras: Type.Optional(Extras.ref),
      language: Type.Optional(Language.ref),
      embed_id: Type.Optional(
        Type.String({
          maxLength: 64,
          description:
            'The partner map embed or partner link the boater came through (its `embed` query ' +
            'parameter); the booking is credited to it when it shows the bay, else to nobody',
        }),
      ),
      extends_booking_id: Type.Optional(
        Type.String({
          format: 'uuid',
          maxLength: 36,
          description:
            'Issue 30 item 3: the caller’s confirmed booking this stay continues (the night after ' +
            'it, same boat). The hold may take the night the bay keeps for the booker, and the two ' +
            'show as one visit; a stay that does not continue it is 409 `booking_not_extendable`',
        }),
      ),
      waitlist_offer_id: Type.Optional(
        Type.String({
          format: 'uuid',
          maxLength: 36,
          description:
            'Issue 30 item 4: the waitlist offer made to the caller (`GET /v1/waitlist-offers/{offerId}`). ' +
            'The hold may take the buoy kept for them, for exactly the offer’s stay (extras free to ' +
            'choose); an offer that lapsed, was taken or withdrawn, or another stay, is 409 ' +
            '`waitlist_offer_closed`',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'A stay as asked. `language` is the one the boater books in (confirmation email and ' +
        'invoice; absent means en), `embed_id` the partner it came through, `extends_booking_id` ' +
        'the booking it continues and `waitlist_offer_id` the waitlist offer it takes; a quote ' +
        'ignores all four.',
    },
  ),
);

export type StayBody = Static<typeof Stay.ref>;

/** A schema error on a date keeps the code booking gives for the same mistake (spec §8). */
const dateCodes = { missing: 'dates_missing', malformed: 'invalid_date_format' } as const;
export const stayErrorCodes = { from_date: dateCodes, to_date: dateCodes };

export const PriceLine = named(
  'PriceLine',
  Type.Object({
    kind: PriceLineKind.ref,
    quantity: Type.Integer({ description: 'Hours or nights; 1 for an extra or a full day' }),
    unit_price: Money.ref,
    amount: Money.ref,
  }),
);

export const PriceBreakdown = named(
  'PriceBreakdown',
  Type.Object({
    lines: Type.Array(PriceLine.ref, { description: 'The stay first, then the extras' }),
    total: Money.ref,
    vat: Money.ref,
    vat_rate_basis_points: Type.Integer({ description: '2500 is 25 %' }),
    full_day_offered: Type.Boolean({
      description: 'Day stay: a full day costs the same or less than the hours asked for',
    }),
    full_day_saving: Money.ref,
  }),
);

const instant = (description: string) => Type.String({ format: 'date-time', description });

export const Quote = named(
  'Quote',
  Type.Object({
    period_start: instant('Start of the stay (bay check-in)'),
    period_end: instant('End of the stay (bay check-out); the period is half-open'),
    price: PriceBreakdown.ref,
  }),
);

export const Booking = named(
  'Booking',
  Type.Object({
    booking_id: Type.String({ format: 'uuid' }),
    status: BookingStatus.ref,
    phase: BookingPhase.ref,
    bay_id: Type.String(),
    bay_slug: Type.String(),
    bay_name: Type.String(),
    buoy_id: Type.String(),
    buoy_label: Type.String(),
    boat_id: Type.String(),
    boat_name: Type.String({ description: 'As it was when booked' }),
    registration_number: Type.String({ description: 'As it was when booked' }),
    stay_kind: StayKind.ref,
    from_date: Type.String({ format: 'date' }),
    to_date: Type.String({ format: 'date', description: 'Equal to from_date for a day stay' }),
    period_start: instant('Start of the period'),
    period_end: instant('End of the period (half-open)'),
    time_zone: Type.String({ description: 'The bay’s IANA time zone, to show the period in bay time' }),
    price: PriceBreakdown.ref,
    extras: Extras.ref,
    hold_expires_at: nullable(instant('While held: when the hold lapses')),
    failure_code: nullable(
      Type.String({
        description: 'When failed or expired: payment_declined, cancelled_by_boater, hold_expired',
      }),
    ),
    created_at: instant('When the hold was made'),
    language: Language.ref,
    checked_in_at: nullable(instant('When the boat checked in at the buoy (QR check-in); null until then')),
    walk_up: Type.Boolean({ description: 'Made at the buoy through its QR code, starting when it was made' }),
    cancelled_at: nullable(instant('When the paid booking was cancelled (status cancelled); null otherwise')),
    cancelled_by: nullable(CancelledBy.ref),
    // What the cancellation gives back to the card, VAT included; null unless cancelled.
    refund: nullable(Money.ref),
    visit_id: Type.String({
      format: 'uuid',
      description:
        'The visit the booking belongs to: the id of its first booking, shared by the nights ' +
        'added with "stay another night"; its own id otherwise',
    }),
    next_night_kept_until: nullable(
      instant(
        'A confirmed night stay whose next night, on the same buoy, the bay keeps for the booker: ' +
          'until when (09:00 bay time on the departure day); null otherwise',
      ),
    ),
  }),
);

export const BookingList = named(
  'BookingList',
  Type.Object({
    bookings: Type.Array(Booking.ref, {
      description:
        'The stay going on now first, then what is ahead (held or confirmed) soonest first, then the rest latest first',
    }),
    next_page_token: nullable(Type.String({ description: 'Cursor of the next page; null on the last' })),
  }),
);

export const Alternative = named(
  'Alternative',
  Type.Object({
    bay_id: Type.String(),
    bay_slug: Type.String(),
    bay_name: Type.String(),
    buoy_id: Type.String(),
    buoy_label: Type.String(),
    distance_m: Type.Integer({ description: 'From the buoy asked for, metres' }),
    qr_slug: Type.String({ description: 'Its printed QR code, for a check-in at it: /qr/m/{qr_slug}' }),
  }),
);

export const BoatBookedAt = named(
  'BoatBookedAt',
  Type.Object(
    {
      booking_id: Type.String(),
      bay_name: Type.String(),
      buoy_label: Type.String(),
      from_date: Type.String({ description: 'YYYY-MM-DD, the bay’s calendar' }),
      to_date: Type.String({ description: 'YYYY-MM-DD; equal to from_date for a day stay' }),
    },
    { description: 'The caller’s booking that already holds the boat for those dates' },
  ),
);

const alternatives = Type.Array(Alternative.ref, {
  description: 'Free buoys that fit the boat for the same period: same bay first, then nearby bays',
});

export const HoldRefusal = named(
  'HoldRefusal',
  Type.Object({
    code: Type.String({ description: 'buoy_already_booked, boat_already_booked or buoy_not_available' }),
    message: Type.String({ description: 'Message from the error catalogue, safe to show' }),
    alternatives,
    boat_booked_at: Type.Optional(BoatBookedAt.ref),
  }),
);

export const StayRefusal = named(
  'StayRefusal',
  Type.Object(
    {
      code: Type.String({ description: 'A spec §8 code, e.g. day_stay_closed or boat_too_large_for_buoy' }),
      message: Type.String({ description: 'Message from the error catalogue, safe to show' }),
      alternatives: Type.Optional(alternatives),
    },
    {
      description:
        'A stay rule refused. For a buoy that does not take the boat (`boat_too_large_for_buoy`, ' +
        '`hull_not_accepted_at_buoy`) the free buoys that do come with it.',
    },
  ),
);

export const NextNightOffer = named(
  'NextNightOffer',
  Type.Object(
    {
      from_date: Type.String({
        format: 'date',
        description: 'Arrival of the night offered: the booking’s departure',
      }),
      to_date: Type.String({ format: 'date', description: 'Its departure' }),
      same_buoy: nullable(Stay.ref),
      quote: nullable(Quote.ref),
      kept_until: nullable(
        instant(
          'Until when the bay keeps the night for the caller (09:00 bay time on the check-out day); ' +
            'null when the bay does not keep nights or that time has passed',
        ),
      ),
      alternatives: Type.Array(Alternative.ref, {
        description:
          'When the booked buoy is taken: free buoys that take the boat that night, same bay first, then nearby bays',
      }),
    },
    {
      description:
        'Issue 30 item 3: the night after a booking. `same_buoy` (the booked buoy, boat and extras, ' +
        'ready to hold with `extends_booking_id`) and its `quote` are null when someone else has ' +
        'that night; `alternatives` then offers other buoys for `from_date` to `to_date`.',
    },
  ),
);

export const BookingIdParams = Type.Object({ bookingId: Type.String({ minLength: 1, maxLength: 64 }) });
/** A booking named by its uuid: anything else is a 400 before booking is asked. */
export const BookingUuidParams = Type.Object({ bookingId: Type.String({ format: 'uuid', maxLength: 36 }) });

export const BookingListQuery = Type.Object({
  phase: Type.Optional(BookingFilter.ref),
  search: Type.Optional(QueryText({ maxLength: 100, description: 'Bay name, buoy label or registration' })),
  page_token: Type.Optional(QueryText({ maxLength: 500, description: 'next_page_token of the page before' })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Default 20' })),
});

export type BookingListQuerystring = Static<typeof BookingListQuery>;
