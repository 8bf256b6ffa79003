import { Type } from '@fastify/type-provider-typebox';
import { named } from '../../wire/named-schema';
import { CancellationPolicy } from '../catalog/cancellation-policy-schema';
import { Money } from '../catalog/catalog-schemas';
import { Booking } from './booking-schemas';

// Issue 30 item 2: the boater cancels a paid booking. The refund is always booking's figure; the
// boater sends back the one they were shown, so a free period that ended meanwhile is caught.

export const CancellationQuote = named(
  'CancellationQuote',
  Type.Object({
    booking: Booking.ref,
    refund: Money.ref,
    free_until: Type.String({
      format: 'date-time',
      description: 'When free cancellation ends: a cancellation at this instant is no longer free',
    }),
    policy: CancellationPolicy.ref,
  }),
);

export const CancelBookingBody = named(
  'CancelBookingBody',
  Type.Object(
    {
      expected_refund_minor: Type.Integer({
        minimum: 0,
        maximum: Number.MAX_SAFE_INTEGER,
        description: 'The refund the boater was shown (CancellationQuote.refund.cents)',
      }),
    },
    { additionalProperties: false },
  ),
);
