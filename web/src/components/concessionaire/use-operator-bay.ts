'use client';

import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { BackofficeError, loadOperatorBays } from './backoffice-api';
import type { OperatorBay } from './backoffice-types';

/** The bays the caller runs, keyed by the caller so the next user of this browser sees only theirs. */
export function useOperatorBays() {
  const api = useApiClient();
  const caller = useCallerKey();
  return useSWR(caller === null ? null : ['concessionaire-bays', caller], () => loadOperatorBays(api));
}

export type BayLookup =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; bay: OperatorBay };

/**
 * The bay of the address among the caller's own (spec §6, the bay check): one the caller does not
 * run reads as not found, as the server answers it (404), whoever's it is.
 */
export function useOperatorBay(bayId: string): BayLookup {
  const bays = useOperatorBays();
  if (bays.data === undefined) {
    if (bays.error === undefined) return { state: 'loading' };
    return { state: 'failed', error: bays.error, retry: () => void bays.mutate() };
  }
  const bay = bays.data.find((candidate) => candidate.bay_id === bayId);
  if (bay === undefined)
    return { state: 'failed', error: new BackofficeError(404, 'not_found'), retry: () => void bays.mutate() };
  return { state: 'ready', bay };
}
