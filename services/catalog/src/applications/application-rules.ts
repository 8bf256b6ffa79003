import { AppError, hasHiddenCharacters, normaliseName } from '@moorline/kit';
import type { CountryCode } from '../bays/bay.table';
import { normaliseTaxNumber } from '../tax-numbers/tax-number';
import type { ApplicationState, MailLanguage } from './application.table';

/** What an applicant fills in, as the gRPC request carries it. */
export interface ApplicationFieldsInput {
  companyName: string;
  registeredAddress: string;
  country: string;
  taxNumber: string;
  concessionNumber: string;
  validFrom: string;
  validUntil: string;
  bayName: string;
  bayLat: number;
  bayLon: number;
  contactPhone: string;
  language: string;
}

/** The fields once checked: trimmed, the tax number as its digits, the country and language known. */
export interface ApplicationFields extends Omit<ApplicationFieldsInput, 'country' | 'language'> {
  country: CountryCode;
  language: MailLanguage;
}

const countries: readonly CountryCode[] = ['HR', 'SI', 'IT'];
const languages: readonly MailLanguage[] = ['en', 'sl', 'hr', 'it'];
const textLimits = { companyName: 200, registeredAddress: 500, concessionNumber: 100, bayName: 100 };
export const rejectReasonMaxLength = 2000;

function requiredText(value: string, max: number, field: string): string {
  const text = normaliseName(value);
  if (text === '' || text.length > max || hasHiddenCharacters(text)) {
    throw new AppError('invalid_request', `Invalid ${field}`);
  }
  return text;
}

const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A concession in force or to come: it ends after it starts and has not ended by `today`. */
function assertConcessionDates(validFrom: string, validUntil: string, today: string): void {
  if (!isDate(validFrom) || !isDate(validUntil)) throw new AppError('invalid_date_format');
  if (validUntil <= validFrom || validUntil < today) throw new AppError('invalid_concession_dates');
}

function assertPin(lat: number, lon: number): void {
  const valid = Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
  // 0,0 is what an unset proto double reads as: nobody's bay lies there.
  if (!valid || (lat === 0 && lon === 0)) throw new AppError('invalid_request', 'Invalid bay pin');
}

/** Checks an application's fields (issue 27 item 1); `today` is a UTC date, YYYY-MM-DD. */
export function checkApplicationFields(input: ApplicationFieldsInput, today: string): ApplicationFields {
  const country = countries.find((candidate) => candidate === input.country.trim().toUpperCase());
  if (!country) throw new AppError('invalid_request', 'Invalid country');
  const taxNumber = normaliseTaxNumber(country, input.taxNumber);
  if (taxNumber === null) throw new AppError('invalid_tax_number');
  assertConcessionDates(input.validFrom, input.validUntil, today);
  assertPin(input.bayLat, input.bayLon);
  const contactPhone = input.contactPhone.trim();
  if (!/^\+?[0-9][0-9 ()/-]{5,23}$/.test(contactPhone)) throw new AppError('invalid_phone');
  return {
    companyName: requiredText(input.companyName, textLimits.companyName, 'company name'),
    registeredAddress: requiredText(input.registeredAddress, textLimits.registeredAddress, 'address'),
    country,
    taxNumber,
    concessionNumber: requiredText(input.concessionNumber, textLimits.concessionNumber, 'concession number'),
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    bayName: requiredText(input.bayName, textLimits.bayName, 'bay name'),
    bayLat: input.bayLat,
    bayLon: input.bayLon,
    contactPhone,
    language: languages.find((candidate) => candidate === input.language) ?? 'en',
  };
}

/** Only a submitted application can be decided or withdrawn. */
export function assertOpen(state: ApplicationState): void {
  if (state !== 'submitted') throw new AppError('application_not_open');
}

export function checkRejectReason(reason: string): string {
  const text = reason.normalize('NFC').trim();
  if (text === '') throw new AppError('reject_reason_required');
  if (text.length > rejectReasonMaxLength) throw new AppError('invalid_request', 'The reason is too long');
  return text;
}
