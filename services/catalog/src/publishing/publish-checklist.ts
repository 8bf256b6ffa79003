/** What a bay must have before it goes live (issue 27 item 4), in the order the page lists it. */
export const publishChecks = ['buoys', 'prices', 'payment_account', 'photo'] as const;
export type PublishCheck = (typeof publishChecks)[number];

/** The facts the checklist reads, one query (publishing.repository.ts). */
export interface PublishFacts {
  buoys: number;
  digitalBuoys: number;
  nightOffered: boolean;
  nightPriced: boolean;
  dayOffered: boolean;
  /** A day stay is priced when it has an hourly or a full-day price. */
  dayPriced: boolean;
  paymentAccountReady: boolean;
  photos: number;
}

const rules: Record<PublishCheck, (facts: PublishFacts) => boolean> = {
  buoys: (facts) => facts.buoys > 0,
  // At least one stay kind on sale, and every one on sale has its price.
  prices: (facts) =>
    (facts.nightOffered || facts.dayOffered) &&
    (!facts.nightOffered || facts.nightPriced) &&
    (!facts.dayOffered || facts.dayPriced),
  // Digital buoys are paid online; a bay of only traditional or first-come buoys takes no payment.
  payment_account: (facts) => facts.digitalBuoys === 0 || facts.paymentAccountReady,
  photo: (facts) => facts.photos > 0,
};

export interface ChecklistItem {
  check: PublishCheck;
  met: boolean;
}

export function publishChecklist(facts: PublishFacts): ChecklistItem[] {
  return publishChecks.map((check) => ({ check, met: rules[check](facts) }));
}

export const readyToPublish = (checklist: readonly ChecklistItem[]) => checklist.every(({ met }) => met);
