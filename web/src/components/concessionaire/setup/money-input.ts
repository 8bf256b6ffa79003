// Money as an operator types it (issue 27 item 2): euros with at most two decimals, a point or a
// comma (sl, hr, it write 12,50), and as the API takes it: integer cents (CONVENTIONS). A sign is
// read, not refused: the ranges are the server's, whose refusal names the field's own limits.

const AMOUNT = /^(-?)(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** Cents of what was typed in euros, or null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replace(/^€\s*|\s*€$/g, ''));
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Euros for a form field in the page's language, always two decimals: 12,50 in Italian. */
export function eurosText(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}
