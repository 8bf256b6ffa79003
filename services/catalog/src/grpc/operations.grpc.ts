import type { catalogV1 } from '@moorline/contracts';
import { AppError, type CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { BuoyHasBookings } from '../buoy-control/buoy-has-bookings';
import { listOperatorBuoys, withStatusNow } from '../buoy-control/list-operator-buoys';
import { setBuoyService } from '../buoy-control/set-buoy-service';
import type { CatalogTables } from '../catalog.tables';
import { listOperatorBays } from '../operator-bays/list-operator-bays';
import { getQrCodeSheet } from '../qr-sheet/get-qr-code-sheet';
import { buoyServiceRefusalDetails, operatorBayMessage, operatorBuoyMessage } from './operations-messages';

/** The RPCs of a bay operator's daily operations (issue 15 items 2, 6, 7). */
export type OperationsMethods =
  'listOperatorBays' | 'listOperatorBuoys' | 'setBuoyService' | 'getQrCodeSheet';

export interface OperationsDeps {
  now: () => Date;
  /** The web app's address, which the QR codes lead to. */
  webBaseUrl: string;
}

/**
 * Handlers of the operator's RPCs. Each derives the caller from the forwarded token (never a
 * request field) and the use case checks the bay against the token's bays.
 */
export function operationsGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
  deps: OperationsDeps,
): Pick<catalogV1.CatalogServiceImplementation, OperationsMethods> {
  return {
    async listOperatorBays(_request, context) {
      const bays = await listOperatorBays(db, await callers.requireCaller(context));
      return { bays: bays.map(operatorBayMessage) };
    },

    async listOperatorBuoys(request, context) {
      const buoys = await listOperatorBuoys(db, await callers.requireCaller(context), request.bayId);
      return { buoys: buoys.map(operatorBuoyMessage) };
    },

    async setBuoyService(request, context) {
      const caller = await callers.requireCaller(context);
      try {
        const buoy = await setBuoyService(db, { now: deps.now() }, caller, {
          bayId: request.bayId,
          buoyId: request.buoyId,
          inService: request.inService,
          reason: request.reason,
          until: request.until,
        });
        return { buoy: operatorBuoyMessage(withStatusNow(buoy)) };
      } catch (error) {
        if (!(error instanceof BuoyHasBookings)) throw error;
        throw new AppError('buoy_has_bookings', undefined, buoyServiceRefusalDetails(error.bookings));
      }
    },

    async getQrCodeSheet(request, context) {
      const caller = await callers.requireCaller(context);
      const sheet = await getQrCodeSheet(db, { webBaseUrl: deps.webBaseUrl }, caller, request.bayId);
      return { pdf: sheet.pdf, fileName: sheet.fileName };
    },
  };
}
