import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { bookingV1 } from '@moorline/contracts';
import {
  AppError,
  bookingPassPublicJwk,
  forwardAccessToken,
  type AccessTokenVerifier,
  type GrpcClient,
} from '@moorline/kit';
import { signedInOnly } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import { bookingJson } from './booking-json';
import { BookingPass, BookingPassPublicKey } from './booking-pass-schemas';
import { BookingIdParams } from './booking-schemas';

const tags = ['bookings'];
const error = ErrorBody.ref;
/** Patrol phones fetch the key once with signal and keep it; a day is short next to its life. */
const PUBLIC_KEY_CACHE = 'public, max-age=86400';

/**
 * Proof of payment (issue 29 item 3): the caller's own pass, signed by booking (another's booking
 * answers 404), and the public key anyone verifies passes with, offline.
 */
export function bookingPassRoutes(
  booking: GrpcClient<typeof bookingV1.BookingServiceDefinition>,
  verifyAccessToken: AccessTokenVerifier,
  /** SPKI PEM of the pass key; the key route answers 404 where none is configured (tests). */
  publicKeyPem: string | undefined,
): FastifyPluginAsyncTypebox {
  const publicKey = publicKeyPem === undefined ? undefined : bookingPassPublicJwk(publicKeyPem);
  return async (app) => {
    app.get(
      '/v1/bookings/:bookingId/pass',
      {
        onRequest: signedInOnly(verifyAccessToken),
        schema: {
          tags,
          summary: 'The proof of payment of one of the caller’s confirmed bookings, for its QR code',
          description: 'A booking not paid (held, lapsed, failed) answers 409 `booking_not_paid`.',
          params: BookingIdParams,
          response: { 200: BookingPass.ref, 400: error, 401: error, 404: error, 409: error, '5xx': error },
        },
      },
      // The kit marks every signed-in answer no-store: the pass stays out of shared caches.
      async (request) => {
        const answer = await booking.getBookingPass(
          { bookingId: request.params.bookingId },
          forwardAccessToken(request.headers.authorization),
        );
        return { pass: answer.pass, booking: bookingJson(answer.booking) };
      },
    );

    app.get(
      '/v1/booking-passes/public-key',
      {
        schema: {
          tags,
          summary: 'The Ed25519 public key booking passes are verified with, as a JWK; public and cacheable',
          response: { 200: BookingPassPublicKey.ref, 404: error, '5xx': error },
        },
      },
      async (_request, reply) => {
        if (publicKey?.kty !== 'OKP' || publicKey.crv !== 'Ed25519' || typeof publicKey.x !== 'string')
          throw new AppError('not_found');
        reply.header('cache-control', PUBLIC_KEY_CACHE);
        return { kty: 'OKP' as const, crv: 'Ed25519' as const, x: publicKey.x };
      },
    );
  };
}
