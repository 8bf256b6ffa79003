'use client';

import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { fetchBayDetail } from '../../map/map-api';

/** A bay's page data (time zone, stay times, extras), shared by the map's chosen bay and the preview. */
export function useBayDetail(slug: string | null) {
  const api = useApiClient();
  return useSWR(slug === null ? null : ['booking-bay', slug], () =>
    slug === null ? null : fetchBayDetail(api, slug),
  );
}
