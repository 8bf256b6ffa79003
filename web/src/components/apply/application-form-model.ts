import type { ApiError } from '../../http/api-error';

// The concession application form (issue 27 item 1): its values, the checks the browser can make
// before sending (the server makes them all again, with the tax number's check digit), the
// multipart body the BFF reads, and which field a refusal of the server belongs to.

export const APPLICATION_COUNTRIES = ['HR', 'SI', 'IT'] as const;
export type ApplicationCountry = (typeof APPLICATION_COUNTRIES)[number];

/** The catalog's limit on the concession document (10 MB). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const TEXT_LIMITS = { companyName: 200, registeredAddress: 500, concessionNumber: 100, bayName: 100 };

export type Pin = { lat: number; lon: number };

export type ApplicationValues = {
  companyName: string;
  registeredAddress: string;
  country: ApplicationCountry | '';
  taxNumber: string;
  concessionNumber: string;
  validFrom: string;
  validUntil: string;
  bayName: string;
  pin: Pin | null;
  contactPhone: string;
  document: File | null;
};

export const APPLICATION_FIELDS = [
  'companyName',
  'registeredAddress',
  'country',
  'taxNumber',
  'concessionNumber',
  'validFrom',
  'validUntil',
  'bayName',
  'pin',
  'contactPhone',
  'document',
] as const satisfies readonly (keyof ApplicationValues)[];
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** What to say under a field: a key of the ApplyPage messages, or a catalogue code's message. */
export type FieldProblem = { key: ApplyProblemKey } | { code: string };
export type ApplyProblemKey =
  | 'required'
  | 'tooLong'
  | 'taxNumberFormat'
  | 'datesOrder'
  | 'phoneFormat'
  | 'pinRequired'
  | 'documentType'
  | 'documentSize';
export type ApplicationErrors = Partial<Record<ApplicationField, FieldProblem>>;

export const emptyApplication = (): ApplicationValues => ({
  companyName: '',
  registeredAddress: '',
  country: '',
  taxNumber: '',
  concessionNumber: '',
  validFrom: '',
  validUntil: '',
  bayName: '',
  pin: null,
  contactPhone: '',
  document: null,
});

// The shape of each country's number (digits after an optional prefix, spaces, dots and dashes
// left out); the check digit is the server's to judge (catalog's tax-numbers).
const TAX_SHAPES: Record<ApplicationCountry, RegExp> = {
  HR: /^(HR)?\d{11}$/,
  SI: /^(SI)?[1-9]\d{7}$/,
  IT: /^(IT)?\d{11}$/,
};

export function taxNumberShapeFits(country: ApplicationCountry, taxNumber: string): boolean {
  return TAX_SHAPES[country].test(taxNumber.replace(/[\s.-]/g, '').toUpperCase());
}

// The same rule as catalog's application rules: a plus, then digits, spaces, brackets, dashes.
const PHONE = /^\+?[0-9][0-9 ()/-]{5,23}$/;

function checkText(value: string, max: number): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return { key: 'required' };
  return text.length > max ? { key: 'tooLong' } : undefined;
}

/** A PDF of at most 10 MB, judged by its type here; the server reads its content. */
export function checkDocument(document: File | null): FieldProblem | undefined {
  if (document === null) return { key: 'required' };
  const pdfByName = document.name.toLowerCase().endsWith('.pdf');
  if (document.type !== 'application/pdf' && !(document.type === '' && pdfByName))
    return { key: 'documentType' };
  return document.size > MAX_DOCUMENT_BYTES ? { key: 'documentSize' } : undefined;
}

function checkDates(values: ApplicationValues): Pick<ApplicationErrors, 'validFrom' | 'validUntil'> {
  if (values.validFrom === '' || values.validUntil === '')
    return {
      validFrom: values.validFrom === '' ? { key: 'required' } : undefined,
      validUntil: values.validUntil === '' ? { key: 'required' } : undefined,
    };
  return values.validUntil <= values.validFrom ? { validUntil: { key: 'datesOrder' } } : {};
}

function checkTaxNumber(values: ApplicationValues): FieldProblem | undefined {
  if (values.taxNumber.trim() === '') return { key: 'required' };
  if (values.country === '') return undefined;
  return taxNumberShapeFits(values.country, values.taxNumber) ? undefined : { key: 'taxNumberFormat' };
}

/** Every problem the browser can see, by field; empty when the form may be sent. */
export function checkApplication(values: ApplicationValues): ApplicationErrors {
  const found: ApplicationErrors = {
    companyName: checkText(values.companyName, TEXT_LIMITS.companyName),
    registeredAddress: checkText(values.registeredAddress, TEXT_LIMITS.registeredAddress),
    country: values.country === '' ? { key: 'required' } : undefined,
    taxNumber: checkTaxNumber(values),
    concessionNumber: checkText(values.concessionNumber, TEXT_LIMITS.concessionNumber),
    ...checkDates(values),
    bayName: checkText(values.bayName, TEXT_LIMITS.bayName),
    pin: values.pin === null ? { key: 'pinRequired' } : undefined,
    contactPhone:
      values.contactPhone.trim() === ''
        ? { key: 'required' }
        : PHONE.test(values.contactPhone.trim())
          ? undefined
          : { key: 'phoneFormat' },
    document: checkDocument(values.document),
  };
  const errors: ApplicationErrors = {};
  for (const field of APPLICATION_FIELDS) {
    const problem = found[field];
    if (problem !== undefined) errors[field] = problem;
  }
  return errors;
}

/** The body of POST /v1/concessionaires/applications; null while the form has no pin or document. */
export function applicationFormData(values: ApplicationValues, language: string): FormData | null {
  if (values.pin === null || values.document === null) return null;
  const body = new FormData();
  const fields: [string, string][] = [
    ['company_name', values.companyName.trim()],
    ['registered_address', values.registeredAddress.trim()],
    ['country', values.country],
    ['tax_number', values.taxNumber.trim()],
    ['concession_number', values.concessionNumber.trim()],
    ['valid_from', values.validFrom],
    ['valid_until', values.validUntil],
    ['bay_name', values.bayName.trim()],
    ['bay_lat', values.pin.lat.toFixed(6)],
    ['bay_lon', values.pin.lon.toFixed(6)],
    ['contact_phone', values.contactPhone.trim()],
    ['language', language],
  ];
  for (const [name, value] of fields) body.append(name, value);
  // The file goes last: the BFF reads the text fields as they stream in.
  body.append('document', values.document, values.document.name);
  return body;
}

// catalog's application rules name the field in the text of an `invalid_request`.
const INVALID_REQUEST_FIELDS: [RegExp, ApplicationField][] = [
  [/company name/i, 'companyName'],
  [/address/i, 'registeredAddress'],
  [/country/i, 'country'],
  [/concession number/i, 'concessionNumber'],
  [/bay name/i, 'bayName'],
  [/bay pin|bay_lat|bay_lon/i, 'pin'],
  [/contact_phone/i, 'contactPhone'],
];

const CODE_FIELDS: Partial<Record<string, ApplicationField>> = {
  invalid_tax_number: 'taxNumber',
  invalid_concession_dates: 'validUntil',
  invalid_date_format: 'validFrom',
  invalid_phone: 'contactPhone',
  document_not_pdf: 'document',
  document_too_large: 'document',
};

/** The field a refusal of the server is about, shown there with the catalogue's message. */
export function fieldOfRefusal(error: ApiError): ApplicationErrors {
  const byCode = CODE_FIELDS[error.code];
  if (byCode !== undefined) return { [byCode]: { code: error.code } };
  if (error.code !== 'invalid_request' || error.text === null) return {};
  const match = INVALID_REQUEST_FIELDS.find(([pattern]) => pattern.test(error.text ?? ''));
  return match === undefined ? {} : { [match[1]]: { code: error.code } };
}
