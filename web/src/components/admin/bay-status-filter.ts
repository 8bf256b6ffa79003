import { bayStatusValues, type BayStatus } from '../../http/api-schema';

/** The bays' status filter from the address (`?status=`): one of the statuses, or null for all. */
export function bayStatusOf(value: string | undefined): BayStatus | null {
  return bayStatusValues.find((status) => status === value) ?? null;
}
