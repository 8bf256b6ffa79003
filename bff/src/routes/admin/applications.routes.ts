import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';
import type { Channel } from 'nice-grpc';
import { applicationStates, protoValue } from '../../wire/enum-tables';
import { ErrorBody } from '../error-body';
import { applicationJson } from '../concessionaire/application-json';
import {
  ApplicationQueuePage,
  ApplicationRejection,
  ApplicationState,
  ConcessionApplication,
} from '../concessionaire/application-schemas';

const tags = ['admin'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };
const ApplicationParams = Type.Object({ applicationId: Type.String({ format: 'uuid', maxLength: 36 }) });
const QueueQuery = Type.Object({
  state: Type.Optional(ApplicationState.ref),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  cursor: Type.Optional(Type.String({ maxLength: 100 })),
});

/**
 * The superusers' queue of concession applications (issue 27 item 1): read one with its document,
 * approve (catalog creates the applicant's draft bay) or reject with a reason. Deciding one that is
 * no longer submitted is `application_not_open` (409).
 */
export function adminApplicationRoutes(catalogChannel: Channel): FastifyPluginAsyncTypebox {
  return async (app) => {
    const applications = createGrpcClient(catalogV1.ConcessionApplicationsServiceDefinition, catalogChannel);
    const call = (request: FastifyRequest) => forwardAccessToken(request.headers.authorization);

    app.get(
      '/v1/admin/applications',
      {
        schema: {
          tags,
          summary: 'The application queue, oldest first, optionally of one state, by pages',
          querystring: QueueQuery,
          response: { 200: ApplicationQueuePage.ref, ...refusals },
        },
      },
      async (request) => {
        const { state, limit, cursor } = request.query;
        const page = await applications.listApplications(
          {
            state: state === undefined ? 0 : (protoValue(applicationStates, state) ?? 0),
            limit: limit ?? 50,
            cursor: cursor ?? '',
          },
          call(request),
        );
        return {
          applications: page.applications.map(applicationJson),
          next_cursor: page.nextCursor === '' ? null : page.nextCursor,
        };
      },
    );

    app.get(
      '/v1/admin/applications/:applicationId',
      {
        schema: {
          tags,
          summary: 'One application',
          params: ApplicationParams,
          response: { 200: ConcessionApplication.ref, ...refusals },
        },
      },
      async (request) => {
        const { application } = await applications.getApplication(
          { applicationId: request.params.applicationId },
          call(request),
        );
        return applicationJson(application);
      },
    );

    app.get(
      '/v1/admin/applications/:applicationId/document',
      {
        schema: {
          tags,
          summary: 'The application’s concession document (PDF); never public',
          params: ApplicationParams,
          response: {
            200: {
              description: 'The PDF as the applicant uploaded it',
              content: {
                'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
              },
            },
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        const { content } = await applications.getApplicationDocument(
          { applicationId: request.params.applicationId },
          call(request),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="concession-${request.params.applicationId}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(content));
      },
    );

    app.post(
      '/v1/admin/applications/:applicationId/approve',
      {
        schema: {
          tags,
          summary: 'Approve: the applicant becomes the concessionaire of a new draft bay',
          params: ApplicationParams,
          response: { 200: ConcessionApplication.ref, ...refusals, 409: error },
        },
      },
      async (request) => {
        const { application } = await applications.approveApplication(
          { applicationId: request.params.applicationId },
          call(request),
        );
        return applicationJson(application);
      },
    );

    app.post(
      '/v1/admin/applications/:applicationId/reject',
      {
        schema: {
          tags,
          summary: 'Reject, with the reason the applicant is told',
          params: ApplicationParams,
          body: ApplicationRejection.ref,
          response: { 200: ConcessionApplication.ref, ...refusals, 409: error },
        },
      },
      async (request) => {
        const { application } = await applications.rejectApplication(
          { applicationId: request.params.applicationId, reason: request.body.reason },
          call(request),
        );
        return applicationJson(application);
      },
    );
  };
}
