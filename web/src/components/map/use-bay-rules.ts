'use client';

import { bayStayTimes, type BayStayTimes } from '../../booking/date-rules';
import { useBayDetail } from '../booking/use-bay-detail';

/** The chosen bay's stay times in its own time zone, and the moment the page reads them at. */
export type BayRules = { times: BayStayTimes; now: Date };

/**
 * The rules of dates at the bay chosen on the map (issue 28 item 3): the map's bay summaries
 * carry no time zone, the bay's page data does (and the preview asks for the same, cached).
 */
export function useBayRules(slug: string | null): BayRules | null {
  const bay = useBayDetail(slug).data ?? null;
  return bay === null ? null : { times: bayStayTimes(bay), now: new Date() };
}
