import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { bookingV1 } from '@moorline/contracts';
import { forwardAccessToken, isAppError, type AccessTokenVerifier, type GrpcClient } from '@moorline/kit';
import { optionalCaller, requireCaller } from '../../auth/caller';
import { bookingJson, holdRefusalJson, sent } from '../booking/booking-json';
import { HoldRefusal } from '../booking/booking-schemas';
import { ErrorBody } from '../error-body';
import type { QrLookupHook } from './qr-lookup-limit';
import { checkInMessage, presenceRefusedJson, walkUpJson } from './walk-up-json';
import {
  CheckInBody,
  CheckedIn,
  PresenceBody,
  PresencePass,
  PresenceRefused,
  QrSlugParams,
  WalkUp,
  WalkUpExtrasQuery,
} from './walk-up-schemas';

type BookingClient = GrpcClient<typeof bookingV1.BookingServiceDefinition>;

const tags = ['qr'];
const error = ErrorBody.ref;

/**
 * The QR walk-up at a buoy (issue 14): what the scanned buoy allows (open to visitors), the
 * presence check and the check-in (a signed-in boater or a walk-up guest, spec §6). Booking
 * decides everything from the forwarded token; the BFF only adds the client's address, for the
 * presence check's rate limit.
 */
export function walkUpRoutes(
  booking: BookingClient,
  verifyAccessToken: AccessTokenVerifier,
  qrLookups: QrLookupHook,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/qr/:slug',
      {
        schema: {
          tags,
          summary: 'What the scanned buoy allows now',
          description:
            'Open to visitors; with a token it also names the caller’s own booking at the buoy ' +
            '(`state: yours`). The offers are priced with the extras named, as the check-in ' +
            'charges them. An unknown code is 404 `not_found`. One client address makes so ' +
            'many look-ups in 10 minutes (429 `too_many_requests`, with `Retry-After`).',
          params: QrSlugParams,
          querystring: WalkUpExtrasQuery,
          response: { 200: WalkUp.ref, 400: error, 401: error, 404: error, 429: error, '5xx': error },
        },
        onRequest: qrLookups,
      },
      async (request) => {
        await optionalCaller(request, verifyAccessToken);
        const walkUp = await booking.getWalkUp(
          {
            qrSlug: request.params.slug,
            extras: {
              mooringAssistance: request.query.mooring_assistance ?? false,
              trashCollection: request.query.trash_collection ?? false,
            },
          },
          forwardAccessToken(request.headers.authorization),
        );
        return walkUpJson(walkUp);
      },
    );

    app.post(
      '/v1/qr/:slug/presence',
      {
        schema: {
          tags,
          summary: 'Prove the boater is at the buoy now',
          description:
            'Open to visitors, so presence comes before personal details; the pass goes to the ' +
            'first caller who checks in with it. The position is used once and never stored. ' +
            'Too far: 403 `check_in_blocked` with the distance; too ' +
            'imprecise: 422 `location_not_verified`; traditional or out of service: 409 ' +
            '`check_in_not_offered`; too many tries: 429 `too_many_requests`.',
          params: QrSlugParams,
          body: PresenceBody.ref,
          response: { 201: PresencePass.ref, 403: PresenceRefused.ref, '4xx': error, '5xx': error },
        },
      },
      async (request, reply) => {
        await optionalCaller(request, verifyAccessToken);
        const { body } = request;
        try {
          const pass = await booking.provePresence(
            {
              qrSlug: request.params.slug,
              position: { latitude: body.latitude, longitude: body.longitude, accuracyM: body.accuracy_m },
              clientAddress: request.ip,
            },
            forwardAccessToken(request.headers.authorization),
          );
          return await reply.status(201).send({
            presence_id: pass.presenceId,
            expires_at: sent(pass.expiresAt).toISOString(),
            distance_m: pass.distanceM,
          });
        } catch (failure) {
          if (isAppError(failure) && failure.code === 'check_in_blocked')
            return reply.status(403).send(presenceRefusedJson(failure));
          throw failure;
        }
      },
    );

    app.post(
      '/v1/qr/check-in',
      {
        schema: {
          tags,
          summary: 'Check in at the buoy of a presence pass',
          description:
            'Marks the arrival of the caller’s booking at the buoy (200; another boat is 409 ' +
            '`not_your_boat`), or holds a walk-up stay that starts now (201; pay it with ' +
            '`POST /v1/bookings/{bookingId}/checkout`). The `Idempotency-Key` header is required. ' +
            'A lapsed pass is 409 `presence_expired`; a buoy taken meanwhile is a 409 HoldRefusal.',
          headers: Type.Object({ 'idempotency-key': Type.String({ minLength: 1, maxLength: 200 }) }),
          body: CheckInBody.ref,
          response: {
            200: CheckedIn.ref,
            201: CheckedIn.ref,
            409: HoldRefusal.ref,
            '4xx': error,
            '5xx': error,
          },
        },
      },
      async (request, reply) => {
        await requireCaller(request, verifyAccessToken);
        try {
          const answer = await booking.checkIn(
            checkInMessage(request.body, request.headers['idempotency-key'], request.ip),
            forwardAccessToken(request.headers.authorization),
          );
          return await reply
            .status(answer.arrival ? 200 : 201)
            .send({ booking: bookingJson(answer.booking), arrival: answer.arrival });
        } catch (failure) {
          if (isAppError(failure) && failure.httpStatus === 409)
            return reply.status(409).send(holdRefusalJson(failure));
          throw failure;
        }
      },
    );
  };
}
