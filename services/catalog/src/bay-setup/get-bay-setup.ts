import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { requireBayOwnerAccess } from './bay-owner-access';
import { countryDefaults } from '../seed/demo-bay';
import { findSeasons, type SeasonRow } from './bay-season.repository';
import { findBaySetup, type BaySetupRow } from './bay-setup.repository';

export interface BaySetupAnswer {
  bay: BaySetupRow;
  seasons: SeasonRow[];
  defaultVatRateBasisPoints: number;
}

/** The setup and seasons of a bay, read with `db` (or the update's transaction). */
export async function loadBaySetup(db: Kysely<CatalogTables>, bayId: string): Promise<BaySetupAnswer> {
  const [bay, seasons] = await Promise.all([
    findBaySetup(db, bayId, { forUpdate: false }),
    findSeasons(db, bayId),
  ]);
  if (!bay) throw new AppError('not_found');
  return { bay, seasons, defaultVatRateBasisPoints: countryDefaults[bay.country].vatRateBasisPoints };
}

/** GetBaySetup (issue 27 item 2): the bay's concessionaire or manager; another operator's bay is `not_found`. */
export async function getBaySetup(
  db: Kysely<CatalogTables>,
  input: { caller: Caller; bayId: string },
): Promise<BaySetupAnswer> {
  requireBayOwnerAccess(input.caller, input.bayId);
  return loadBaySetup(db, input.bayId);
}
