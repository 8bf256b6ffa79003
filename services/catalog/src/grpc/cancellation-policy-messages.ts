import type { CancellationPolicy, catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { Selectable } from 'kysely';
import type { BayTable } from '../bays/bay.table';

// Issue 30 item 1: the bay's cancellation policy columns as the contract's message and back.

type PolicyColumns = Selectable<
  Pick<
    BayTable,
    | 'cancel_night_days_before'
    | 'cancel_night_until_time'
    | 'cancel_late_refund_percent'
    | 'cancel_day_hours_before'
  >
>;

export function cancellationPolicyMessage(bay: PolicyColumns): catalogV1.CancellationPolicy {
  return {
    nightFreeDaysBefore: bay.cancel_night_days_before,
    // Postgres gives local times as HH:MM:SS; the contract says HH:MM.
    nightFreeUntilTime: bay.cancel_night_until_time.slice(0, 5),
    nightLateRefundPercent: bay.cancel_late_refund_percent,
    dayFreeHoursBefore: bay.cancel_day_hours_before,
  };
}

/** The request's policy as the rules take it; a setup without one is a malformed request. */
export function cancellationPolicyFrom(policy: catalogV1.CancellationPolicy | undefined): CancellationPolicy {
  if (policy === undefined) throw new AppError('invalid_request', 'The cancellation policy is required');
  return { ...policy };
}
