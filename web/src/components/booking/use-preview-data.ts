'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import { fetchFleet, quoteStay } from '../../booking/booking-api';
import type { PreviewChoice } from '../../booking/preview-query';
import { withBayDates } from '../../booking/stay-dates';
import type { Boat, Stay } from '../../http/api-schema';
import { fetchBayBuoys } from '../../map/map-api';
import { useBayDetail } from './use-bay-detail';

// What the preview shows around the boater's choice: the bay (time zone, times, extras), the
// buoy's label, the caller's fleet, and the quote for the stay as chosen so far. Keyed by the
// user as well, so the next user on this browser never sees the last one's boats.

type LoadState = 'loading' | 'failed' | 'ready';

const stateOf = (data: unknown, error: unknown): LoadState =>
  error ? 'failed' : data === undefined ? 'loading' : 'ready';

export function usePreviewPlace(choice: PreviewChoice) {
  const api = useApiClient();
  const session = useStoredSession();
  const owner = session.signedIn ? session.user.email : null;
  const bay = useBayDetail(choice.bay);
  const timeZone = bay.data?.time_zone ?? null;
  // The bay's own dates: "tonight" and "today" are the bay's, never the browser's.
  const dated = useMemo(
    () => (timeZone === null ? null : withBayDates(choice, timeZone, new Date())),
    [choice, timeZone],
  );
  const buoys = useSWR(
    dated === null ? null : ['booking-buoys', dated.bay, dated.kind, dated.from, owner],
    () =>
      dated === null
        ? null
        : fetchBayBuoys(api, dated.bay, { kind: dated.kind, from: dated.from, to: dated.to }),
  );
  const buoy = buoys.data?.buoys.find((candidate) => candidate.id === choice.buoy) ?? null;
  const fleet = useSWR(owner === null ? null : ['booking-fleet', owner], () => fetchFleet(api));
  return {
    bay: bay.data ?? null,
    bayState: bay.data === null ? ('missing' as const) : stateOf(bay.data, bay.error),
    dated,
    buoy,
    buoyState: buoys.data && buoy === null ? ('missing' as const) : stateOf(buoys.data, buoys.error),
    fleet: fleet.data ?? null,
    fleetState: stateOf(fleet.data, fleet.error),
    /** A boat just added shows at once, then the fleet is asked again. */
    addToFleet: (boat: Boat) =>
      fleet.mutate((boats) => [boat, ...(boats ?? []).filter((b) => b.id !== boat.id)]),
    retry: () => {
      void bay.mutate();
      void buoys.mutate();
      void fleet.mutate();
    },
  };
}

/** The quote of the stay as chosen so far; none until a boat is picked (spec §5). */
export function useQuote(stay: Stay | null) {
  const api = useApiClient();
  const session = useStoredSession();
  const owner = session.signedIn ? session.user.email : null;
  const key = stay === null || owner === null ? null : ['booking-quote', owner, JSON.stringify(stay)];
  const quote = useSWR(key, () => (stay === null ? null : quoteStay(api, stay)), { keepPreviousData: true });
  return { outcome: quote.data ?? null, loading: quote.isValidating };
}
