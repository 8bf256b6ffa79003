import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forwardAccessToken } from '@moorline/kit';
import { ErrorBody } from '../error-body';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { operatorBayJson } from './operations-json';
import { OperatorBayList } from './operations-schemas';

const tags = ['back office'];
const error = ErrorBody.ref;

/** The bays the caller's operator runs (issue 15 item 2), from the token, never the URL. */
export function operatorBayRoutes({ catalog }: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/v1/concessionaires/bays',
      {
        schema: {
          tags,
          summary:
            'The bays the caller’s operator runs, with their buoys and whether they are bookable online',
          description:
            'The bays come from the access token. Without a token 401; a user who is no operator’s ' +
            'staff 403. A bay is not bookable online while its operator has no ready payment account.',
          response: { 200: OperatorBayList.ref, 401: error, 403: error, '5xx': error },
        },
      },
      async (request) => {
        const { bays } = await catalog.listOperatorBays(
          {},
          forwardAccessToken(request.headers.authorization),
        );
        return { bays: bays.map(operatorBayJson) };
      },
    );
  };
}
