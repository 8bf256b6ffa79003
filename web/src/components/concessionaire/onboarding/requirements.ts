import type { PaymentAccountState } from '../backoffice-types';

// What the payment provider still needs (issue 15 item 6). It names fields the way Stripe does
// (`representative.first_name`, `tos_acceptance.date`); people read them by what they are about.

export const REQUIREMENT_GROUPS = [
  'external_account',
  'representative',
  'tos_acceptance',
  'business_profile',
  'company',
  'individual',
  'other',
] as const;

export type RequirementGroup = (typeof REQUIREMENT_GROUPS)[number];

function groupOf(requirement: string): RequirementGroup {
  const head = requirement.split('.')[0] ?? '';
  return REQUIREMENT_GROUPS.find((group) => group === head) ?? 'other';
}

/** The groups of the missing fields, each once, in the order above. */
export function missingGroups(missing: readonly string[]): RequirementGroup[] {
  const found = new Set(missing.map(groupOf));
  return REQUIREMENT_GROUPS.filter((group) => found.has(group));
}

/** A ready account needs nothing; the others continue (or start) on the provider's pages. */
export function onboardingAction(state: PaymentAccountState): 'start' | 'continue' | null {
  if (state === 'ready') return null;
  return state === 'not_started' ? 'start' : 'continue';
}
