'use client';

import useSWR from 'swr';
import { fetchMyWaitlists, leaveWaitlist } from '../../booking/waitlist-api';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';

/**
 * The caller's waitlists (issue 30 item 4), one SWR key for the bay page and My Bookings, so a
 * join or a leave on one shows on the other. Keyed by the caller: the next user sees only theirs.
 */
export function useMyWaitlists() {
  const api = useApiClient();
  const caller = useCallerKey();
  const answer = useSWR(caller === null ? null : ['my-waitlists', caller], () => fetchMyWaitlists(api));
  const entries = answer.data?.ok ? answer.data.data.entries : null;
  const failed = answer.data !== undefined && !answer.data.ok;
  async function leave(entryId: string) {
    const outcome = await leaveWaitlist(api, entryId);
    await answer.mutate();
    return outcome;
  }
  return { entries, failed, refresh: () => void answer.mutate(), leave };
}
