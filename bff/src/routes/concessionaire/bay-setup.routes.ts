import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { FastifyRequest } from 'fastify';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import { ErrorBody } from '../error-body';
import { auditEntryJson, baySetupJson, baySetupMessage } from './bay-setup-json';
import { AuditLogPage, AuditLogQuery, BaySetup, BaySetupChange, baySetupRefusals } from './bay-setup-schemas';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { BayIdParams } from './operations-schemas';

const tags = ['back office'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };

type BaySetupClient = ReturnType<typeof createGrpcClient<typeof catalogV1.BaySetupServiceDefinition>>;

/** One page of the audit log as /v1 says it: a bay's, or (empty bay id, superusers) all of it. */
export async function readAuditLog(
  baySetup: BaySetupClient,
  bayId: string,
  query: Static<typeof AuditLogQuery>,
  call: ReturnType<typeof forwardAccessToken>,
) {
  const page = await baySetup.listAuditLog(
    { bayId, pageSize: query.limit ?? 0, pageToken: query.cursor ?? '' },
    call,
  );
  return {
    entries: page.entries.map(auditEntryJson),
    next_cursor: page.nextPageToken === '' ? null : page.nextPageToken,
  };
}

/**
 * A bay's setup (issue 27 item 2) and audit log (item 6), from catalog's BaySetupService. Catalog
 * checks the bay against the forwarded token: the bay's manager only (403 for a boater or other
 * staff, 404 for another operator's bay, 401 without a token); a superuser reads any log.
 */
export function baySetupRoutes({ catalogChannel }: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  const baySetup = createGrpcClient(catalogV1.BaySetupServiceDefinition, catalogChannel);
  const call = (request: FastifyRequest) => forwardAccessToken(request.headers.authorization);
  return async (app) => {
    app.get(
      '/v1/concessionaires/bays/:bayId/setup',
      {
        schema: {
          tags,
          summary: 'A bay’s stay rules, prices, seasons, VAT, extras, limits, pin and time zone',
          params: BayIdParams,
          response: { 200: BaySetup.ref, ...refusals },
        },
      },
      async (request) => {
        const { setup } = await baySetup.getBaySetup({ bayId: request.params.bayId }, call(request));
        return baySetupJson(setup);
      },
    );

    app.put(
      '/v1/concessionaires/bays/:bayId/setup',
      {
        schema: {
          tags,
          summary: 'Replace a bay’s setup, seasons included',
          description:
            'Every number has a range and its own code (night_price_out_of_range, ' +
            'day_hour_price_out_of_range, day_full_price_out_of_range, extra_price_out_of_range, ' +
            'vat_rate_out_of_range, max_loa_out_of_range); seasons must not share a date ' +
            '(`seasons_overlap`). The time zone follows the pin. Holds and bookings keep the price ' +
            'they were quoted; stays quoted after it get the new one. Recorded in the audit log.',
          params: BayIdParams,
          body: BaySetupChange.ref,
          response: { 200: BaySetup.ref, ...refusals },
        },
        schemaErrorFormatter: fieldErrorCodes(baySetupRefusals),
      },
      async (request) => {
        const { setup } = await baySetup.updateBaySetup(
          { bayId: request.params.bayId, setup: baySetupMessage(request.body) },
          call(request),
        );
        return baySetupJson(setup);
      },
    );

    app.get(
      '/v1/concessionaires/bays/:bayId/audit',
      {
        schema: {
          tags,
          summary: 'A bay’s audit log, newest first: who changed what, when, before and after',
          description:
            'For the bay’s concessionaire or manager, and superusers; `limit` per page (50 unless given).',
          params: BayIdParams,
          querystring: AuditLogQuery,
          response: { 200: AuditLogPage.ref, ...refusals },
        },
      },
      async (request) => readAuditLog(baySetup, request.params.bayId, request.query, call(request)),
    );
  };
}
