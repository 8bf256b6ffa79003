import { createHash } from 'node:crypto';
import type { CountryCode } from '../bays/bay.table';
import { normaliseTaxNumber } from '../tax-numbers/tax-number';
import type { DemoBay } from './demo-bay';

// The demo operators as sellers on invoices (issue 28 item 7): a registered address and a tax
// number with a valid check digit, both made up from the company's name, so the same company
// gets the same details at every seed and on every bay it runs.

const bodyDigits: Record<CountryCode, number> = { HR: 10, SI: 7, IT: 10 };
// One registry town per country: an operator's seat, not its bays' places.
const seats: Record<CountryCode, string> = {
  HR: '21000 Split, Hrvatska',
  SI: '6320 Portorož, Slovenija',
  IT: '34121 Trieste, Italia',
};

/** Digits from the company's name; the next candidate when the check digit has no valid value. */
function digitsOf(company: string, attempt: number, count: number): string {
  const hash = createHash('sha256').update(`demo-seller:${company}:${attempt}`).digest();
  // A first digit of 1-9 keeps an Italian office code and a Slovenian number away from zeros.
  return [...hash.subarray(0, count)]
    .map((byte, index) => (index === 0 ? 1 + (byte % 9) : byte % 10))
    .join('');
}

/** A tax number of the country that passes its check-digit rule. */
export function demoTaxNumber(country: CountryCode, company: string): string {
  for (let attempt = 0; ; attempt += 1) {
    const body = digitsOf(company, attempt, bodyDigits[country]);
    for (let check = 0; check <= 9; check += 1) {
      const number = normaliseTaxNumber(country, `${body}${check}`);
      if (number !== null) return number;
    }
  }
}

/** The seller columns of a demo bay's row. */
export function demoSellerColumns(bay: Pick<DemoBay, 'country' | 'operator'>) {
  const street = 1 + ((createHash('sha256').update(bay.operator.company).digest()[0] ?? 0) % 40);
  return {
    company_address: `Obala ${street}, ${seats[bay.country]}`,
    company_tax_number: demoTaxNumber(bay.country, bay.operator.company),
  };
}
