// The sandbox's card form (ARCHITECTURE §5): Stripe's well-known test numbers give Stripe's
// outcomes, so a tester who knows one knows the other. A number that passes the checksum but is
// not a test card is declined, as Stripe's test mode declines real cards.

export type CardOutcome =
  | { kind: 'authorized' }
  | { kind: 'asks_confirmation' }
  | { kind: 'failed'; code: 'payment_declined' | 'insufficient_funds' };

export const sandboxTestCards: readonly { number: string; outcome: CardOutcome }[] = [
  { number: '4242424242424242', outcome: { kind: 'authorized' } },
  { number: '4000002500003155', outcome: { kind: 'asks_confirmation' } },
  { number: '4000000000000002', outcome: { kind: 'failed', code: 'payment_declined' } },
  { number: '4000000000009995', outcome: { kind: 'failed', code: 'insufficient_funds' } },
];

export interface CardForm {
  card_number?: string;
  expiry?: string;
  cvc?: string;
  cardholder?: string;
}

export type CardField = keyof CardForm;

export interface ReadCard {
  number: string;
  last4: string;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryIsValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  // A card is good through the last day of its expiry month.
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The card the form describes, or the fields that are wrong. */
export function readCardForm(form: CardForm, now: Date): ReadCard | { invalid: CardField[] } {
  const invalid: CardField[] = [];
  const number = (form.card_number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) invalid.push('card_number');
  if (!expiryIsValid(form.expiry ?? '', now)) invalid.push('expiry');
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) invalid.push('cvc');
  const holder = (form.cardholder ?? '').trim();
  if (holder.length === 0 || holder.length > 100) invalid.push('cardholder');
  return invalid.length > 0 ? { invalid } : { number, last4: number.slice(-4) };
}

/** What paying with this card does. */
export function outcomeOfCard(number: string): CardOutcome {
  return (
    sandboxTestCards.find((card) => card.number === number)?.outcome ?? {
      kind: 'failed',
      code: 'payment_declined',
    }
  );
}
