import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notificationV1 } from '@moorline/contracts';
import { createGrpcClient, forwardAccessToken, type AccessTokenVerifier } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { signedInOnly } from '../../auth/caller';
import { ErrorBody } from '../error-body';
import { PushEndpointBody, PushPublicKey, PushSubscriptionBody } from './push-schemas';

const tags = ['push'];
const error = ErrorBody.ref;
const signedInAnswers = { 204: Type.Null({ description: 'Done' }), 400: error, 401: error, '5xx': error };

/**
 * Web Push for waitlist offers (issue 30 item 4): the key a browser subscribes with, and the
 * signed-in boater's browsers. Notification keeps them, for the caller of the forwarded token.
 */
export function pushRoutes(
  notification: Channel,
  verifyAccessToken: AccessTokenVerifier,
): FastifyPluginAsyncTypebox {
  const client = createGrpcClient(notificationV1.NotificationServiceDefinition, notification);
  const signedIn = signedInOnly(verifyAccessToken);
  return async (app) => {
    app.get(
      '/v1/push/public-key',
      {
        schema: {
          tags,
          summary: 'The Web Push application server key',
          response: { 200: PushPublicKey.ref, '5xx': error },
        },
      },
      async () => {
        const { publicKey } = await client.getPushPublicKey({});
        return { public_key: publicKey };
      },
    );

    app.put(
      '/v1/push/subscriptions',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: "Keep this browser for the caller's notifications",
          description:
            'Waitlist offers are pushed to it, in its language. One subscription per endpoint: ' +
            'saved again it takes the new keys and language, and moves to the caller if another ' +
            'account saved it before. A subscription no browser makes is 400 `invalid_request`.',
          body: PushSubscriptionBody.ref,
          response: signedInAnswers,
        },
      },
      async (request, reply) => {
        const { endpoint, keys, language } = request.body;
        await client.savePushSubscription(
          { endpoint, p256dh: keys.p256dh, auth: keys.auth, language },
          forwardAccessToken(request.headers.authorization),
        );
        return reply.status(204).send(null);
      },
    );

    app.delete(
      '/v1/push/subscriptions',
      {
        onRequest: signedIn,
        schema: {
          tags,
          summary: 'Stop notifications to this browser',
          description:
            "Forgets the caller's subscription at this endpoint. One not kept, or another account's, " +
            'changes nothing and answers the same 204.',
          body: PushEndpointBody.ref,
          response: signedInAnswers,
        },
      },
      async (request, reply) => {
        await client.deletePushSubscription(
          { endpoint: request.body.endpoint },
          forwardAccessToken(request.headers.authorization),
        );
        return reply.status(204).send(null);
      },
    );
  };
}
