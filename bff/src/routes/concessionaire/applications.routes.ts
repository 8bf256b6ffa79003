import multipart from '@fastify/multipart';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';
import type { Channel } from 'nice-grpc';
import { ErrorBody } from '../error-body';
import { MAX_DOCUMENT_BYTES, readApplicationForm } from './application-form';
import { applicationJson } from './application-json';
import { ConcessionApplication, ConcessionApplicationList } from './application-schemas';

const tags = ['concession applications'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };
const ApplicationParams = Type.Object({ applicationId: Type.String({ format: 'uuid', maxLength: 36 }) });
/** Chunks of the stream to catalog: well under gRPC's 4 MB message limit. */
const CHUNK_BYTES = 1024 * 1024;

async function* uploadParts(fields: catalogV1.ApplicationFields, document: Buffer) {
  yield { header: { fields } };
  for (let at = 0; at < document.length; at += CHUNK_BYTES) {
    yield { chunk: document.subarray(at, at + CHUNK_BYTES) };
  }
}

/**
 * A user's own concession applications (issue 27 item 1): apply, see where they stand, withdraw.
 * Any signed-in user may apply (catalog refuses a walk-up guest's token); someone else's
 * application is 404.
 */
export function applicationRoutes(catalogChannel: Channel): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } });
    const applications = createGrpcClient(catalogV1.ConcessionApplicationsServiceDefinition, catalogChannel);
    const call = (request: FastifyRequest) => forwardAccessToken(request.headers.authorization);

    app.post(
      '/v1/concessionaires/applications',
      {
        schema: {
          tags,
          summary: 'Apply to run a bay under a concession (multipart/form-data: fields and the PDF)',
          description:
            'Fields: company_name, registered_address, country (HR, SI, IT), tax_number (OIB, SI VAT ID ' +
            'or Partita IVA, with or without prefix and spaces; `invalid_tax_number`), concession_number, ' +
            'valid_from and valid_until (YYYY-MM-DD; `invalid_concession_dates`), bay_name, bay_lat, ' +
            'bay_lon, contact_phone, language (of the emails: en, sl, hr, it); and one file, document: ' +
            'the concession decision as a PDF, judged by its content (`document_not_pdf`, 415), at most ' +
            '10 MB (`document_too_large`, 413). One open application at a time (`application_already_open`, 409).',
          consumes: ['multipart/form-data'],
          response: { 201: ConcessionApplication.ref, ...refusals, 409: error, 413: error, 415: error },
        },
      },
      async (request, reply) => {
        const { fields, document } = await readApplicationForm(request);
        const { application } = await applications.submitApplication(uploadParts(fields, document), {
          ...call(request),
          deadline: 60_000,
        });
        return reply.status(201).send(applicationJson(application));
      },
    );

    app.get(
      '/v1/concessionaires/applications',
      {
        schema: {
          tags,
          summary: 'The caller’s own applications, newest first',
          response: { 200: ConcessionApplicationList.ref, ...refusals },
        },
      },
      async (request) => {
        const answer = await applications.listMyApplications({}, call(request));
        return { applications: answer.applications.map(applicationJson) };
      },
    );

    app.post(
      '/v1/concessionaires/applications/:applicationId/withdraw',
      {
        schema: {
          tags,
          summary: 'Withdraw one’s own application while it waits for a decision',
          description: 'Decided or withdrawn already: `application_not_open` (409).',
          params: ApplicationParams,
          response: { 200: ConcessionApplication.ref, ...refusals, 409: error },
        },
      },
      async (request) => {
        const { application } = await applications.withdrawApplication(
          { applicationId: request.params.applicationId },
          call(request),
        );
        return applicationJson(application);
      },
    );
  };
}
