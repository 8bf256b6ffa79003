import type { InterfaceLanguage } from '@moorline/contracts';
import type { InvoiceFacts } from '../invoices/invoice-facts';

/** The platform's share in minor units, rounded down: the operator never gets a cent less than due. */
export function platformFeeOf(amountMinor: number, basisPoints: number): number {
  return Math.floor((amountMinor * basisPoints) / 10_000);
}

const buoyWord: Record<InterfaceLanguage, string> = { en: 'buoy', sl: 'boja', hr: 'plutača', it: 'boa' };

/** The one line the checkout page shows: bay, buoy and the dates in the bay's calendar. */
export function checkoutDescription(facts: InvoiceFacts, language: InterfaceLanguage): string {
  const day = new Intl.DateTimeFormat(language, {
    timeZone: facts.bay.timeZone,
    day: 'numeric',
    month: 'short',
  });
  const start = day.format(new Date(facts.periodStart));
  const end = day.format(new Date(facts.periodEnd));
  const dates = start === end ? start : `${start} – ${end}`;
  return `${facts.bay.name}, ${buoyWord[language]} ${facts.buoyLabel}, ${dates}`;
}

const deadlineWords: Record<InterfaceLanguage, (time: string) => string> = {
  en: (time) =>
    `Pay by ${time}, bay time. After that the buoy is free for others again and nothing is charged.`,
  sl: (time) =>
    `Plačajte do ${time} po času zaliva. Nato je boja spet prosta za druge in nič ne bo zaračunano.`,
  hr: (time) =>
    `Platite do ${time} po vremenu uvale. Nakon toga plutača je opet slobodna za druge i ništa se ne naplaćuje.`,
  it: (time) =>
    `Paga entro le ${time}, ora della baia. Dopo, la boa torna libera per altri e non viene addebitato nulla.`,
};

/**
 * The line beside the pay button (issue 28 item 2): by when the hold lets the boater pay, in the
 * bay's time. A provider's page that cannot count the 3 minutes down (Stripe's shortest checkout
 * lasts 30) still says when the time is up.
 */
export function checkoutDeadline(facts: InvoiceFacts, language: InterfaceLanguage, deadline: Date): string {
  const time = new Intl.DateTimeFormat(language, {
    timeZone: facts.bay.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(deadline);
  return deadlineWords[language](time);
}
