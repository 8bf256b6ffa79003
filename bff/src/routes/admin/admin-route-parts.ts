import { forwardAccessToken } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../error-body';

/** What every admin console route shares: its OpenAPI tag, its refusals, the forwarded token. */
export const adminTags = ['admin'];

export const adminRefusals = {
  400: ErrorBody.ref,
  401: ErrorBody.ref,
  403: ErrorBody.ref,
  404: ErrorBody.ref,
  '5xx': ErrorBody.ref,
};

/** Call options for the owning service, which checks the superuser again from the token. */
export const asCaller = (request: FastifyRequest) => forwardAccessToken(request.headers.authorization);
