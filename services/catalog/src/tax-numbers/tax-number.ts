import type { CountryCode } from '../bays/bay.table';
import { isValidOib } from './croatian-oib';
import { isValidItalianPartitaIva } from './italian-partita-iva';
import { isValidSlovenianVatId } from './slovenian-vat-id';

/** Digits per country of a company tax number, without its country prefix. */
const digitsPerCountry: Record<CountryCode, number> = { HR: 11, SI: 8, IT: 11 };

const checkDigitRule: Record<CountryCode, (digits: string) => boolean> = {
  HR: isValidOib,
  SI: isValidSlovenianVatId,
  IT: isValidItalianPartitaIva,
};

/**
 * A company's tax number as the country writes it: spaces, dots and dashes dropped, upper case,
 * and an optional prefix of the same country (`HR`, `SI`, `IT`; an EU VAT ID carries one).
 * Null when it is not a number of that country or its check digit is wrong.
 */
export function normaliseTaxNumber(country: CountryCode, raw: string): string | null {
  let compact = raw.replace(/[\s.-]/g, '').toUpperCase();
  if (compact.startsWith(country)) compact = compact.slice(country.length);
  if (compact.length !== digitsPerCountry[country] || !/^\d+$/.test(compact)) return null;
  return checkDigitRule[country](compact) ? compact : null;
}
