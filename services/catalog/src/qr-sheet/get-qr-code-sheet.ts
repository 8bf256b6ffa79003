import { AppError, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { findBayById } from '../bays/bay.repository';
import { findOperatorBuoys } from '../buoy-control/operator-buoy.repository';
import type { CatalogTables } from '../catalog.tables';
import { renderQrSheet } from './render-qr-sheet';

/**
 * GetQrCodeSheet (issue 15 item 7): the A4 sheet of one of the caller's bays' buoy QR codes, in
 * label order, each leading to the web app's QR entry for that buoy.
 */
export async function getQrCodeSheet(
  db: Kysely<CatalogTables>,
  deps: { webBaseUrl: string },
  caller: Caller,
  bayId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  requireBayAccess(caller, bayId, 'view');
  const [bay, buoys] = await Promise.all([findBayById(db, bayId), findOperatorBuoys(db, bayId)]);
  if (!bay) throw new AppError('not_found', 'Bay not found');
  const pdf = await renderQrSheet({
    bayName: bay.name,
    buoys: buoys.map((buoy) => ({ label: buoy.label, qrSlug: buoy.qr_slug })),
    webBaseUrl: deps.webBaseUrl,
  });
  return { pdf, fileName: `${bay.slug}-qr-codes.pdf` };
}
