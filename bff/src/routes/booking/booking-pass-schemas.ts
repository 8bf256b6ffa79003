import { Type } from '@fastify/type-provider-typebox';
import { named } from '../../wire/named-schema';
import { Booking } from './booking-schemas';

/** A confirmed booking's proof of payment (issue 29 item 3), with the booking it stands for. */
export const BookingPass = named(
  'BookingPass',
  Type.Object({
    pass: Type.String({
      description:
        'The signed pass for the QR code: `MLP1.<base64url JSON>.<base64url Ed25519 signature of the first two parts>`, ' +
        'verifiable offline with GET /v1/booking-passes/public-key',
    }),
    booking: Booking.ref,
  }),
);

/** The public key passes are verified with, as a JWK (RFC 8037). */
export const BookingPassPublicKey = named(
  'BookingPassPublicKey',
  Type.Object({
    kty: Type.Literal('OKP'),
    crv: Type.Literal('Ed25519'),
    x: Type.String({ description: 'The public key, base64url' }),
  }),
);
