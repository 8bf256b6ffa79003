'use client';

import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import type { WalkUp } from '../../http/api-schema';
import { fetchWalkUp } from '../../qr/qr-api';

/**
 * What the scanned buoy allows now, asked as the caller (a signed-in boater may have a booking
 * here: `yours`). `initial` is the visitor's answer the server page already had.
 */
export function useWalkUp(slug: string, initial?: WalkUp) {
  const api = useApiClient();
  const caller = useCallerKey();
  return useSWR(['qr-walk-up', slug, caller], () => fetchWalkUp(api, slug), {
    fallbackData: initial === undefined || caller !== null ? undefined : { ok: true as const, data: initial },
    revalidateOnFocus: false,
  });
}
