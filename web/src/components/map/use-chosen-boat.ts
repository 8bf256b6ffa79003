'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { fetchFleet } from '../../booking/booking-api';
import { useApiClient } from '../../hooks/use-api-client';
import type { Boat } from '../../http/api-schema';

const NO_BOATS: Boat[] = [];

/**
 * The signed-in boater's fleet and the boat chosen on the map (issue 28 item 1); the fleet is the
 * one the booking preview reads (same SWR key), so the preview opens with it already known.
 */
export function useChosenBoat(owner: string | null) {
  const api = useApiClient();
  const fleet = useSWR(owner === null ? null : ['booking-fleet', owner], () => fetchFleet(api));
  const [boatId, setBoatId] = useState<string | null>(null);
  const boats = fleet.data ?? NO_BOATS;
  const boat = boats.find((each) => each.id === boatId) ?? null;
  return { boats, boat, setBoatId };
}
