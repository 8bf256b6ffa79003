import type { BaySetup, CancellationPolicy } from '../../../http/api-schema';
import type { FormProblem } from './setup-problems';

// Issue 30 item 1: the bay's cancellation policy in the setup form, each number as typed. A value
// that is no whole number gets the catalogue code of its range, as the server would answer.

export type CancellationForm = {
  cancelDaysBefore: string;
  cancelUntilTime: string;
  cancelLatePercent: string;
  cancelDayHours: string;
};

export const CANCELLATION_FIELDS = ['cancelDays', 'cancelTime', 'cancelShare', 'cancelHours'] as const;
export type CancellationField = (typeof CANCELLATION_FIELDS)[number];

/** The form values each field shows, to tell whether it changed. */
export const CANCELLATION_VALUES_OF: Record<CancellationField, readonly (keyof CancellationForm)[]> = {
  cancelDays: ['cancelDaysBefore'],
  cancelTime: ['cancelUntilTime'],
  cancelShare: ['cancelLatePercent'],
  cancelHours: ['cancelDayHours'],
};

/** The server's codes and the field each is about. */
export const CANCELLATION_FIELD_OF: Partial<Record<string, CancellationField>> = {
  cancel_days_out_of_range: 'cancelDays',
  refund_share_out_of_range: 'cancelShare',
  cancel_hours_out_of_range: 'cancelHours',
};

export function cancellationFormOf(setup: BaySetup): CancellationForm {
  const policy = setup.cancellation_policy;
  return {
    cancelDaysBefore: String(policy.night_free_days_before),
    cancelUntilTime: policy.night_free_until_time,
    cancelLatePercent: String(policy.night_late_refund_percent),
    cancelDayHours: String(policy.day_free_hours_before),
  };
}

const wholeNumber = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

/** The policy as the API takes it; a field that does not read gets its problem in `problems`. */
export function cancellationPolicyOf(
  form: CancellationForm,
  saved: CancellationPolicy,
  problems: Partial<Record<CancellationField, FormProblem>>,
): CancellationPolicy {
  const read = (field: CancellationField, text: string, code: string, fallback: number) => {
    const value = wholeNumber(text);
    if (value === null) problems[field] = { code };
    return value ?? fallback;
  };
  return {
    night_free_days_before: read(
      'cancelDays',
      form.cancelDaysBefore,
      'cancel_days_out_of_range',
      saved.night_free_days_before,
    ),
    night_free_until_time: form.cancelUntilTime,
    night_late_refund_percent: read(
      'cancelShare',
      form.cancelLatePercent,
      'refund_share_out_of_range',
      saved.night_late_refund_percent,
    ),
    day_free_hours_before: read(
      'cancelHours',
      form.cancelDayHours,
      'cancel_hours_out_of_range',
      saved.day_free_hours_before,
    ),
  };
}
