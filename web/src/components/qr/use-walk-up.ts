'use client';

import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import type { WalkUp } from '../../http/api-schema';
import { fetchWalkUp, type WalkUpExtras } from '../../qr/qr-api';

/**
 * What the scanned buoy allows now, asked as the caller (a signed-in boater may have a booking
 * here: `yours`). `initial` is the visitor's answer the server page already had.
 */
export function useWalkUp(slug: string, initial?: WalkUp) {
  return usePricedWalkUp(slug, undefined, initial);
}

/** The same answer with the offers priced with the extras chosen (the summary before paying). */
export function usePricedWalkUp(slug: string, extras: WalkUpExtras | undefined, initial?: WalkUp) {
  const api = useApiClient();
  const caller = useCallerKey();
  const key = extras === undefined ? [] : [extras.assist, extras.trash];
  return useSWR(['qr-walk-up', slug, caller, ...key], () => fetchWalkUp(api, slug, extras), {
    fallbackData: initial === undefined || caller !== null ? undefined : { ok: true as const, data: initial },
    revalidateOnFocus: false,
  });
}
