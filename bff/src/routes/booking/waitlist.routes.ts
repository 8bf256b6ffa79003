import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { bookingV1 } from '@moorline/contracts';
import { forwardAccessToken, type AccessTokenVerifier, type GrpcClient } from '@moorline/kit';
import { signedInOnly } from '../../auth/caller';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import { ErrorBody } from '../error-body';
import { HoldRefusal, StayRefusal, stayErrorCodes } from './booking-schemas';
import { joinWaitlistMessage, waitlistEntryJson, waitlistOfferJson } from './waitlist-json';
import {
  JoinWaitlist,
  WaitlistEntry,
  WaitlistEntryParams,
  WaitlistList,
  WaitlistOffer,
  WaitlistOfferParams,
} from './waitlist-schemas';
import { withRefusals } from './with-refusals';

type BookingClient = GrpcClient<typeof bookingV1.BookingServiceDefinition>;

const tags = ['waitlists'];
const error = ErrorBody.ref;
const signedIn = { 401: error, '5xx': error };
const oneOfTheCallers = { ...signedIn, 400: error, 404: error };

/**
 * Issue 30 item 4, "notify me when a buoy frees up". Booking derives the boater from the
 * forwarded token and keeps the line; another boater's entry or offer answers 404. An offer is
 * taken with the ordinary hold (`POST /v1/bookings` with `waitlist_offer_id`), so it is paid like
 * any booking.
 */
export function waitlistRoutes(
  booking: BookingClient,
  verifyAccessToken: AccessTokenVerifier,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('onRequest', signedInOnly(verifyAccessToken));

    app.post(
      '/v1/waitlists',
      {
        schema: {
          tags,
          summary: 'Join the waitlist of a bay with no free buoy for the boat and stay',
          description:
            'Joining again with the same bay, stay and boat answers the same entry. A bay where a ' +
            'buoy takes the boat for that stay now is 409 `waitlist_bay_not_full` with those buoys ' +
            'as `alternatives`; stay rules refuse as a quote does (e.g. 422 `boat_too_large`).',
          body: JoinWaitlist.ref,
          response: {
            201: WaitlistEntry.ref,
            ...oneOfTheCallers,
            409: HoldRefusal.ref,
            422: StayRefusal.ref,
          },
        },
        schemaErrorFormatter: fieldErrorCodes(stayErrorCodes),
      },
      async (request, reply) =>
        withRefusals(reply, async () => {
          const { entry } = await booking.joinWaitlist(
            joinWaitlistMessage(request.body),
            forwardAccessToken(request.headers.authorization),
          );
          return reply.status(201).send(waitlistEntryJson(entry));
        }),
    );

    app.get(
      '/v1/waitlists',
      {
        schema: {
          tags,
          summary: 'The caller’s waitlists still waiting or offered, nearest stay first',
          response: { 200: WaitlistList.ref, ...signedIn },
        },
      },
      async (request) => {
        const { entries } = await booking.listMyWaitlists(
          {},
          forwardAccessToken(request.headers.authorization),
        );
        return { entries: entries.map(waitlistEntryJson) };
      },
    );

    app.delete(
      '/v1/waitlists/:entryId',
      {
        schema: {
          tags,
          summary: 'Leave one of the caller’s waitlists; an offer open to them goes to the next in line',
          description: 'Leaving again answers the same entry.',
          params: WaitlistEntryParams,
          response: { 200: WaitlistEntry.ref, ...oneOfTheCallers },
        },
      },
      async (request) =>
        waitlistEntryJson(
          (
            await booking.leaveWaitlist(
              { entryId: request.params.entryId },
              forwardAccessToken(request.headers.authorization),
            )
          ).entry,
        ),
    );

    app.get(
      '/v1/waitlist-offers/:offerId',
      {
        schema: {
          tags,
          summary: 'One waitlist offer made to the caller: the buoy kept for them and until when',
          description:
            'The link in the offer’s email and push. An offer no longer open still answers, with ' +
            'its state; holding it then is 409 `waitlist_offer_closed`.',
          params: WaitlistOfferParams,
          response: { 200: WaitlistOffer.ref, ...oneOfTheCallers },
        },
      },
      async (request) =>
        waitlistOfferJson(
          (
            await booking.getWaitlistOffer(
              { offerId: request.params.offerId },
              forwardAccessToken(request.headers.authorization),
            )
          ).offer,
        ),
    );
  };
}
