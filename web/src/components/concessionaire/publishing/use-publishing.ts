'use client';

import useSWR, { useSWRConfig } from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { mayOwnBay } from '../concessionaire-access';
import { loadPublishing } from '../setup/setup-api';

const publishingKey = (caller: string, bayId: string) => ['bay-publishing', caller, bayId] as const;

/** A bay's status and checklist, one answer shared by the badge and the checklist. */
export function usePublishing(bayId: string) {
  const api = useApiClient();
  const caller = useCallerKey();
  const owner = mayOwnBay(useStoredSession());
  return useSWR(caller === null || !owner ? null : publishingKey(caller, bayId), () =>
    loadPublishing(api, bayId),
  );
}

/** Asks for the checklist again: a saved setup may have met or undone its prices item. */
export function useRecheckPublishing(bayId: string): () => void {
  const { mutate } = useSWRConfig();
  const caller = useCallerKey();
  return () => {
    if (caller !== null) void mutate(publishingKey(caller, bayId));
  };
}
