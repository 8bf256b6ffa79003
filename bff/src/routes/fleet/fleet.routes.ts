import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { bookingV1 } from '@moorline/contracts';
import { forwardAccessToken, type AccessTokenVerifier, type GrpcClient } from '@moorline/kit';
import { signedInOnly } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import { boatDetailsMessage, boatJson } from './fleet-json';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import { Boat, BoatDetails, BoatIdParams, BoatList, boatSizeRefusals } from './fleet-schemas';

type BookingClient = GrpcClient<typeof bookingV1.BookingServiceDefinition>;

const tags = ['fleet'];
const error = ErrorBody.ref;
const signedIn = { 401: error, '5xx': error };
const oneBoat = { ...signedIn, 400: error, 404: error };
const written = { ...oneBoat, 409: error };

/**
 * My Fleet (spec §2 /dashboard/fleet): the signed-in boater's boats. The booking service derives
 * the owner from the forwarded token; another user's boat answers 404 like an unknown one.
 */
export function fleetRoutes(
  booking: BookingClient,
  verifyAccessToken: AccessTokenVerifier,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('onRequest', signedInOnly(verifyAccessToken));

    app.get(
      '/v1/fleet',
      {
        schema: {
          tags,
          summary: "The caller's boats, newest first",
          response: { 200: BoatList.ref, ...signedIn },
        },
      },
      async (request) => {
        const { boats } = await booking.listBoats({}, forwardAccessToken(request.headers.authorization));
        return { boats: boats.map(boatJson) };
      },
    );

    app.post(
      '/v1/fleet',
      {
        schema: {
          tags,
          summary: 'Add a boat to the fleet',
          description:
            'Brand and model come from the boat lists (brand_id and model_id), or for a boat not in ' +
            'them as custom_brand and custom_model. The `Idempotency-Key` header is required: sent ' +
            'again with the same body it answers the same boat; with another body it is 422 ' +
            '`idempotency_key_reused`. A registration already in the fleet is 409 `registration_exists`.',
          headers: Type.Object({ 'idempotency-key': Type.String({ minLength: 1, maxLength: 200 }) }),
          body: BoatDetails.ref,
          response: { 201: Boat.ref, ...written, 422: error },
        },
        schemaErrorFormatter: fieldErrorCodes(boatSizeRefusals),
      },
      async (request, reply) => {
        const { boat } = await booking.createBoat(
          { idempotencyKey: request.headers['idempotency-key'], details: boatDetailsMessage(request.body) },
          forwardAccessToken(request.headers.authorization),
        );
        return reply.status(201).send(boatJson(boat));
      },
    );

    app.get(
      '/v1/fleet/:boatId',
      {
        schema: {
          tags,
          summary: 'One of the caller’s boats',
          params: BoatIdParams,
          response: { 200: Boat.ref, ...oneBoat },
        },
      },
      async (request) => {
        const { boat } = await booking.getBoat(
          { boatId: request.params.boatId },
          forwardAccessToken(request.headers.authorization),
        );
        return boatJson(boat);
      },
    );

    app.put(
      '/v1/fleet/:boatId',
      {
        schema: {
          tags,
          summary: "Replace a boat's details",
          description: 'Past bookings keep the name and registration they were made with.',
          params: BoatIdParams,
          body: BoatDetails.ref,
          response: { 200: Boat.ref, ...written },
        },
        schemaErrorFormatter: fieldErrorCodes(boatSizeRefusals),
      },
      async (request) => {
        const { boat } = await booking.updateBoat(
          { boatId: request.params.boatId, details: boatDetailsMessage(request.body) },
          forwardAccessToken(request.headers.authorization),
        );
        return boatJson(boat);
      },
    );

    app.delete(
      '/v1/fleet/:boatId',
      {
        schema: {
          tags,
          summary: 'Delete a boat from the fleet',
          description: 'A boat with a held or confirmed booking ahead stays: 409 `boat_has_bookings`.',
          params: BoatIdParams,
          response: { 204: Type.Null({ description: 'Deleted' }), ...oneBoat, 409: error },
        },
      },
      async (request, reply) => {
        await booking.deleteBoat(
          { boatId: request.params.boatId },
          forwardAccessToken(request.headers.authorization),
        );
        return reply.status(204).send(null);
      },
    );
  };
}
