import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { paymentV1 } from '@moorline/contracts';
import { createGrpcClient } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { embedTurnoverJson } from '../concessionaire/payment-backoffice-json';
import { EmbedTurnoverList, EmbedTurnoverQuery } from '../concessionaire/payment-backoffice-schemas';
import { adminRefusals, adminTags, asCaller } from './admin-route-parts';

/**
 * What each partner map embed brought over every bay (issue 27 item 5), for the admin console's
 * embeds page; the embeds themselves come from /v1/concessionaires/embeds. Payment checks the
 * superuser again.
 */
export function adminEmbedTurnoverRoutes(paymentChannel: Channel): FastifyPluginAsyncTypebox {
  return async (app) => {
    const embedTurnover = createGrpcClient(paymentV1.EmbedTurnoverServiceDefinition, paymentChannel);

    app.get(
      '/v1/admin/embeds/turnover',
      {
        schema: {
          tags: adminTags,
          summary: 'Bookings paid through each partner embed and their money, over a range of UTC dates',
          description:
            'Dates missing 400 `dates_missing`, malformed `invalid_date_format`, reversed or over 731 ' +
            'days `invalid_date_range`.',
          querystring: EmbedTurnoverQuery,
          response: { 200: EmbedTurnoverList.ref, ...adminRefusals },
        },
      },
      async (request) => {
        const answer = await embedTurnover.listEmbedTurnover(
          { fromDate: request.query.from, toDate: request.query.to },
          asCaller(request),
        );
        return { from: answer.fromDate, to: answer.toDate, embeds: answer.embeds.map(embedTurnoverJson) };
      },
    );
  };
}
