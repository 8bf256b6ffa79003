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
