import { unstable_cache } from 'next/cache';
import { fetchBays, type Bbox } from '../map/map-api';
import { serverApiClient } from '../map/server-api';
import { defaultStay } from '../map/stay-query';

// The widest box GET /v1/bays accepts (within the globe, min below max): every bay is listed,
// wherever it lies, not only those on the Adriatic.
const WHOLE_WORLD: Bbox = { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 };

/**
 * The slug of every bay, asked of the BFF as a visitor at most once an hour (Next's data cache,
 * served stale while it refreshes). A failed call is not cached: it throws, and the next request
 * asks again. The BFF wants a stay with the box; tonight's will do, the pins are not used.
 */
export const listedBaySlugs = unstable_cache(
  async (): Promise<string[]> => {
    const { bays } = await fetchBays(serverApiClient(), WHOLE_WORLD, defaultStay());
    return bays.map((bay) => bay.slug);
  },
  ['sitemap-bay-slugs'],
  { revalidate: 3600 },
);
