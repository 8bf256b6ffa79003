import { QueryText } from '../../wire/query-text';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Language } from '../auth/auth-schemas';
import { BookingFilter } from '../booking/booking-schemas';

// The back office's route parameters and queries (booking's part): not named, so they stay in
// the routes' OpenAPI entries.

export const BayParams = Type.Object({ bayId: Type.String({ minLength: 1, maxLength: 64 }) });
export const BayBookingParams = Type.Object({
  bayId: Type.String({ minLength: 1, maxLength: 64 }),
  bookingId: Type.String({ minLength: 1, maxLength: 64 }),
});

const historyFilters = {
  from: Type.Optional(Type.String({ format: 'date', description: 'Earliest arrival date, YYYY-MM-DD' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Latest arrival date, YYYY-MM-DD' })),
  q: Type.Optional(
    QueryText({ maxLength: 100, description: 'Buoy, registration or boat name; accents and case ignored' }),
  ),
  status: Type.Optional(BookingFilter.ref),
};

export const BayBookingsQuery = Type.Object(
  {
    ...historyFilters,
    cursor: Type.Optional(QueryText({ maxLength: 500, description: 'next_cursor of the previous page' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, description: '50 unless given' })),
  },
  { additionalProperties: false },
);
export type BayBookingsQuerystring = Static<typeof BayBookingsQuery>;

export const BayBookingsCsvQuery = Type.Object(
  {
    ...historyFilters,
    language: Type.Optional(Language.ref),
  },
  { additionalProperties: false },
);

/** A schema error on a date keeps the code booking gives for the same mistake. */
export const historyErrorCodes = { from: 'invalid_date_format', to: 'invalid_date_format' } as const;

/** Why the bay's staff cancel a booking (issue 30 item 2). */
export const bayCancelReasons = ['weather', 'buoy_out_of_service', 'other'] as const;
