import { AppError } from '@moorline/kit';
import type { Kysely, Selectable } from 'kysely';
import { findSeasons } from '../bay-setup/bay-season.repository';
import type { CatalogTables } from '../catalog.tables';
import { findPhotos } from '../shop-window/bay-photo.repository';
import type { StayPeriods } from '../stays/stay-at-bays';
import { isUuid } from '../validation/uuid';
import { findBayById, findBayBySlug, findBayImages, findBaySummaries, isListed } from './bay.repository';
import type { BayTable } from './bay.table';

// The bay page shows buoy counts only, never availability, so it asks about no stay.
const noStay: StayPeriods = new Map();

/** Which bay GetBay and ListBuoys mean, and whether a bay that is not listed is found. */
export interface BayLookup {
  /** The slug; or empty, and `bayId` names the bay. */
  slug: string;
  bayId?: string;
  includeUnlisted: boolean;
}

/** The bay a lookup names; unknown, or not listed unless asked for, is `not_found`. */
export async function findLookedUpBay(db: Kysely<CatalogTables>, lookup: BayLookup) {
  const slug = lookup.slug.trim();
  const bayId = (lookup.bayId ?? '').trim().toLowerCase();
  const bay =
    slug !== '' ? await findBayBySlug(db, slug) : isUuid(bayId) ? await findBayById(db, bayId) : undefined;
  if (!bay || (!lookup.includeUnlisted && !isListed(bay))) throw new AppError('not_found', 'Bay not found');
  return bay;
}

/** GetBay: everything the bay page shows (issue 5 item 1); an unknown slug is `not_found`. */
export async function getBay(db: Kysely<CatalogTables>, lookup: BayLookup) {
  return bayDetail(db, await findLookedUpBay(db, lookup));
}

/**
 * A bay row with what its page adds: the gallery and the buoy counts. The gallery is the photos
 * the bay's manager uploaded; only a bay without any keeps its drawn pictures (issue 15 item 8).
 */
export async function bayDetail(db: Kysely<CatalogTables>, bay: Selectable<BayTable>) {
  const [photos, drawn, summaries, seasons] = await Promise.all([
    findPhotos(db, bay.id),
    findBayImages(db, bay.id),
    findBaySummaries(db, { bayId: bay.id }, noStay, false),
    findSeasons(db, bay.id),
  ]);
  const [counts] = summaries;
  return {
    bay,
    photos,
    images: photos.length > 0 ? [] : drawn,
    counts: counts ?? { digital: 0, fcfs: 0, traditional: 0, out_of_service: 0 },
    seasons,
  };
}

export type BayDetail = Awaited<ReturnType<typeof bayDetail>>;
