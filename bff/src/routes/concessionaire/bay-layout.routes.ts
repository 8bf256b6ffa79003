import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import { catalogV1, errorCatalogue, LAYOUT_SAVE_DEADLINE_MS } from '@moorline/contracts';
import { createGrpcClient, forwardAccessToken } from '@moorline/kit';
import { hullKinds, managementKinds, protoValue, serviceStates, wireValue } from '../../wire/enum-tables';
import { ErrorBody } from '../error-body';
import {
  BayLayout,
  BayLayoutChange,
  BayLayoutQuery,
  BayLayoutRefusal,
  BayLayoutVerdict,
  type LayoutRow,
} from './bay-layout-schemas';
import type { ConcessionaireRouteDeps } from './concessionaire-route-deps';
import { BayIdParams } from './operations-schemas';

const tags = ['back office'];
const error = ErrorBody.ref;
const refusals = { 400: error, 401: error, 403: error, 404: error, '5xx': error };

function layoutBuoyJson(buoy: catalogV1.LayoutBuoy) {
  return {
    buoy_id: buoy.buoyId === '' ? null : buoy.buoyId,
    label: buoy.label,
    lat: buoy.lat,
    lon: buoy.lon,
    max_loa_cm: buoy.maxLoaCm,
    hull_kinds: buoy.hullKinds.flatMap((kind) => wireValue(hullKinds, kind) ?? []),
    management_kind: wireValue(managementKinds, buoy.managementKind)?.name ?? 'traditional',
    qr_slug: buoy.qrSlug === '' ? null : buoy.qrSlug,
    service_state: wireValue(serviceStates, buoy.serviceState)?.name ?? 'in_service',
  };
}

const managementKindOf = (name: string): catalogV1.ManagementKind =>
  Number(Object.entries(managementKinds).find(([, kind]) => kind.name === name)?.[0] ?? 0);

const guardReasons = [
  'buoy_removed',
  'buoy_not_digital',
  'buoy_max_loa_lowered',
  'buoy_hull_kinds_narrowed',
] as const;
const guardReasonOf = (reason: string) => guardReasons.find((known) => known === reason) ?? 'buoy_removed';

function layoutRowOf(row: Static<typeof LayoutRow.schema>): catalogV1.LayoutRow {
  return {
    buoyId: row.buoy_id ?? '',
    label: row.label ?? '',
    lat: row.lat,
    lon: row.lon,
    maxLoaCm: row.max_loa_cm,
    hullKinds: row.hull_kinds.map((kind) => protoValue(hullKinds, kind) ?? 0),
    managementKind: managementKindOf(row.management_kind),
  };
}

function verdictJson(verdict: catalogV1.SaveBayLayoutResponse) {
  return {
    refused_rows: verdict.refusedRows.map((row) => ({
      row_index: row.rowIndex,
      code: row.code,
      message: row.message,
      other_row_index: row.otherRowIndex < 0 ? null : row.otherRowIndex,
    })),
    bookings_in_the_way: verdict.bookingsInTheWay.map((booking) => ({
      booking_id: booking.bookingId,
      period_start: booking.periodStart?.toISOString() ?? '',
      period_end: booking.periodEnd?.toISOString() ?? '',
      buoy_id: booking.buoyId,
      buoy_label: booking.buoyLabel,
      row_index: booking.rowIndex < 0 ? null : booking.rowIndex,
      reason: guardReasonOf(booking.reason),
    })),
  };
}

/** A refused save's code: a refused row comes first, as it must be fixed before bookings move. */
const refusalCode = (verdict: catalogV1.SaveBayLayoutResponse) =>
  verdict.refusedRows.length > 0 ? ('bay_layout_refused' as const) : ('bay_layout_has_bookings' as const);

/**
 * The buoy layout editor's API (issue 27 item 3): the bay's pin and buoys, and saving the whole
 * layout in one request. Catalog checks the bay against the token (another operator's bay is 404).
 */
export function bayLayoutRoutes({ catalogChannel }: ConcessionaireRouteDeps): FastifyPluginAsyncTypebox {
  const layout = createGrpcClient(catalogV1.BayLayoutServiceDefinition, catalogChannel);
  return async (app) => {
    app.get(
      '/v1/concessionaires/bays/:bayId/layout',
      {
        schema: {
          tags,
          summary: 'The bay’s pin and every buoy, for the layout editor',
          params: BayIdParams,
          response: { 200: BayLayout.ref, ...refusals },
        },
      },
      async (request) => {
        const answer = await layout.getBayLayout(
          { bayId: request.params.bayId },
          forwardAccessToken(request.headers.authorization),
        );
        return { pin: { lat: answer.pinLat, lon: answer.pinLon }, buoys: answer.buoys.map(layoutBuoyJson) };
      },
    );

    app.put(
      '/v1/concessionaires/bays/:bayId/layout',
      {
        schema: {
          tags,
          summary: 'Save the bay’s whole buoy layout, or check it (dry_run)',
          description:
            'The bay’s managers only. Rows with a buoy_id update or move that buoy, rows without one ' +
            'add a buoy, and buoys no row names are removed, all in one transaction. Every buoy must be ' +
            'at sea, within 3 km of the pin and 15 m from every other. A refused row answers 422 ' +
            '`bay_layout_refused` listing each row with its code; buoys removed, made non-digital or ' +
            'shortened or narrowed (a hull kind taken away) while held or confirmed bookings lie ahead ' +
            'answer 409 `bay_layout_has_bookings` ' +
            'with those bookings, to move first. With dry_run=true the verdict comes back as 200 and ' +
            'nothing is saved.',
          params: BayIdParams,
          querystring: BayLayoutQuery,
          body: BayLayoutChange.ref,
          response: {
            200: BayLayoutVerdict.ref,
            ...refusals,
            409: BayLayoutRefusal.ref,
            422: BayLayoutRefusal.ref,
          },
        },
      },
      async (request, reply) => {
        const dryRun = request.query.dry_run === true;
        const verdict = await layout.saveBayLayout(
          { bayId: request.params.bayId, rows: request.body.rows.map(layoutRowOf), dryRun },
          {
            ...forwardAccessToken(request.headers.authorization),
            deadline: LAYOUT_SAVE_DEADLINE_MS,
          },
        );
        const refused = verdict.refusedRows.length > 0 || verdict.bookingsInTheWay.length > 0;
        if (refused && !dryRun) {
          const code = refusalCode(verdict);
          return reply
            .status(errorCatalogue[code].http)
            .send({ code, message: errorCatalogue[code].message, ...verdictJson(verdict) });
        }
        return {
          saved: verdict.saved,
          ...verdictJson(verdict),
          added: verdict.added,
          updated: verdict.updated,
          removed: verdict.removed,
          buoys: verdict.buoys.map(layoutBuoyJson),
        };
      },
    );
  };
}
