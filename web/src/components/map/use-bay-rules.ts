'use client';

import { useMemo } from 'react';
import { anyBayStayTimes, bayStayTimes, type BayStayTimes } from '../../booking/date-rules';
import type { BaySummary } from '../../http/api-schema';
import { useBayDetail } from '../booking/use-bay-detail';

/** The stay times the map's dates follow, and the moment the page reads them at. */
export type BayRules = { times: BayStayTimes; now: Date };

/**
 * The rules of dates on the map (issue 28 item 3): the chosen bay's, in its own time zone (the
 * map's bay summaries carry none, the bay's page data does, and the preview asks for the same,
 * cached); before a bay is chosen, or while its data comes, those of any bay in sight.
 */
export function useBayRules(slug: string | null, baysInSight: readonly BaySummary[]): BayRules {
  const bay = useBayDetail(slug).data ?? null;
  const anyBay = useMemo(() => anyBayStayTimes(baysInSight), [baysInSight]);
  return { times: bay === null ? anyBay : bayStayTimes(bay), now: new Date() };
}
