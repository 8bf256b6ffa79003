'use client';

import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import type { Boat } from '../../http/api-schema';
import { loadFleet } from '../fleet/fleet-api';

/** The caller's boats (a guest's boats are the guest's own), keyed by who asks. */
export function useQrFleet() {
  const api = useApiClient();
  const caller = useCallerKey();
  const fleet = useSWR(caller === null ? null : ['qr-fleet', caller], () => loadFleet(api));
  return {
    boats: fleet.data ?? null,
    state: fleet.error
      ? ('failed' as const)
      : fleet.data === undefined
        ? ('loading' as const)
        : ('ready' as const),
    add: (boat: Boat) => fleet.mutate((boats) => [boat, ...(boats ?? []).filter((b) => b.id !== boat.id)]),
    retry: () => void fleet.mutate(),
  };
}
