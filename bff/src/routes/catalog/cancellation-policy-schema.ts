import { Type, type Static } from '@fastify/type-provider-typebox';
import { baySetupLimits, type catalogV1, type SetupRange } from '@moorline/contracts';
import { named } from '../../wire/named-schema';

// Issue 30 item 1: a bay's cancellation policy, as the bay page shows it and bay setup edits it.
// The ranges are catalog's (baySetupLimits); a value outside one answers the field's own code.

const whole = (range: SetupRange, description: string) =>
  Type.Integer({ minimum: range.min, maximum: range.max, description: `${description} (\`${range.code}\`)` });
const limits = baySetupLimits;

export const CancellationPolicy = named(
  'CancellationPolicy',
  Type.Object(
    {
      night_free_days_before: whole(
        limits.cancelNightDaysBefore,
        'A night stay is free to cancel until night_free_until_time this many days before arrival',
      ),
      night_free_until_time: Type.String({
        maxLength: 5,
        description: 'HH:MM at the bay (`stay_time_invalid`)',
      }),
      night_late_refund_percent: whole(
        limits.cancelLateRefundPercent,
        'After that, the share of a night stay refunded, whole percent',
      ),
      day_free_hours_before: whole(
        limits.cancelDayHoursBefore,
        'A day stay is free to cancel until this many hours before it starts; after it nothing is refunded',
      ),
    },
    { additionalProperties: false },
  ),
);
export type CancellationPolicyJson = Static<typeof CancellationPolicy.schema>;

export function cancellationPolicyJson(
  policy: catalogV1.CancellationPolicy | undefined,
): CancellationPolicyJson {
  return {
    night_free_days_before: policy?.nightFreeDaysBefore ?? 0,
    night_free_until_time: policy?.nightFreeUntilTime ?? '',
    night_late_refund_percent: policy?.nightLateRefundPercent ?? 0,
    day_free_hours_before: policy?.dayFreeHoursBefore ?? 0,
  };
}

export function cancellationPolicyMessage(policy: CancellationPolicyJson): catalogV1.CancellationPolicy {
  return {
    nightFreeDaysBefore: policy.night_free_days_before,
    nightFreeUntilTime: policy.night_free_until_time,
    nightLateRefundPercent: policy.night_late_refund_percent,
    dayFreeHoursBefore: policy.day_free_hours_before,
  };
}
