import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { findBuoyByQrSlug } from './buoy.repository';

/** ResolveQrCode: the bay and buoy a QR code is fixed to (spec route /qr/m/{slug}). */
export async function resolveQrCode(db: Kysely<CatalogTables>, qrSlug: string) {
  const buoy = await findBuoyByQrSlug(db, qrSlug.trim().toLowerCase());
  if (!buoy) throw new AppError('not_found', 'QR code not found');
  return buoy;
}
