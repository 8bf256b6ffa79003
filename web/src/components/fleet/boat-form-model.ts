import type { ApiError } from '../../http/api-error';
import type { Boat, BoatDetails, BoatType } from '../../http/api-schema';

// The boat form's values and its checks in the browser, so that most mistakes are named before a
// round trip. The booking service has the final word (services/booking/src/fleet/boat-rules.ts);
// these are its bounds, and its answers are mapped back onto the fields here.

/** A brand or model picked from catalog's lists. */
export type Choice = { id: string; name: string };

export type BoatFormValues = {
  name: string;
  /** From the lists, or typed in for a boat not in them (spec §3: added as new). */
  asNew: boolean;
  brand: Choice | null;
  model: Choice | null;
  /** What is typed in the brand and model searches, whether or not it was picked. */
  brandText: string;
  modelText: string;
  customBrand: string;
  customModel: string;
  type: BoatType | '';
  registration: string;
  loa: string;
  beam: string;
  draft: string;
};

/** The fields in the order of the form: the first invalid one gets the focus. */
export const BOAT_FIELDS = [
  'name',
  'brand',
  'model',
  'type',
  'registration',
  'loa',
  'beam',
  'draft',
] as const;
export type BoatField = (typeof BOAT_FIELDS)[number];
/**
 * My Fleet's full form asks every detail; a walk-up guest's short form (issue 28 item 4) asks name,
 * type, registration and length, and takes brand, model, beam and draft only when given.
 */
export type BoatFormKind = 'full' | 'short';
export type SizeField = 'loa' | 'beam' | 'draft';

export type BoatFieldError =
  | { key: 'required' | 'chooseFromList' | 'registrationInvalid' | 'registrationTaken' | 'metresInvalid' }
  | { key: 'textLength'; max: number }
  | { key: 'sizeRange'; field: SizeField };

export type BoatFieldErrors = Partial<Record<BoatField, BoatFieldError>>;

export const TEXT_MAX = 80;
/** Whole centimetres, as boat-rules.ts: LOA 1.5–60 m, beam 0.5–20 m, draft 0.1–8 m. */
export const SIZE_BOUNDS_CM: Record<SizeField, { min: number; max: number }> = {
  loa: { min: 150, max: 6000 },
  beam: { min: 50, max: 2000 },
  draft: { min: 10, max: 800 },
};
const REGISTRATION = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
// Metres with a point or a comma (sl, hr, it write 12,5) and at most two decimals: whole centimetres.
const METRES = /^\d{1,3}([.,]\d{1,2})?$/;

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Centimetres of what was typed in metres, or null when it is not a number of metres. */
export function centimetresOf(text: string): number | null {
  const value = text.trim();
  if (!METRES.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Metres for a form field in the page's language: 12,5 in Slovenian, 12.5 in English. */
export function metresText(cm: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(cm / 100);
}

export function emptyBoatForm(): BoatFormValues {
  return {
    name: '',
    asNew: false,
    brand: null,
    model: null,
    brandText: '',
    modelText: '',
    customBrand: '',
    customModel: '',
    type: '',
    registration: '',
    loa: '',
    beam: '',
    draft: '',
  };
}

export function boatFormOf(boat: Boat, locale: string): BoatFormValues {
  const picked = !boat.custom_brand_model && boat.brand_id !== null && boat.model_id !== null;
  return {
    name: boat.name,
    asNew: !picked,
    brand: picked && boat.brand_id !== null ? { id: boat.brand_id, name: boat.brand } : null,
    model: picked && boat.model_id !== null ? { id: boat.model_id, name: boat.model } : null,
    brandText: picked ? boat.brand : '',
    modelText: picked ? boat.model : '',
    customBrand: picked ? '' : boat.brand,
    customModel: picked ? '' : boat.model,
    type: boat.type,
    registration: boat.registration_number,
    loa: metresText(boat.loa_cm, locale),
    // An unknown size (a guest's short form) is an empty field, for the boater to fill in.
    beam: boat.beam_cm === null ? '' : metresText(boat.beam_cm, locale),
    draft: boat.draft_cm === null ? '' : metresText(boat.draft_cm, locale),
  };
}

function checkText(text: string): BoatFieldError | undefined {
  const value = collapse(text);
  if (value === '') return { key: 'required' };
  return value.length > TEXT_MAX ? { key: 'textLength', max: TEXT_MAX } : undefined;
}

function checkPicked(choice: Choice | null, typed: string): BoatFieldError | undefined {
  if (choice !== null) return undefined;
  return typed.trim() === '' ? { key: 'required' } : { key: 'chooseFromList' };
}

function checkRegistration(text: string): BoatFieldError | undefined {
  const value = collapse(text);
  if (value === '') return { key: 'required' };
  const valid = value.length >= 2 && value.length <= 20 && REGISTRATION.test(value);
  return valid ? undefined : { key: 'registrationInvalid' };
}

function checkSize(field: SizeField, text: string): BoatFieldError | undefined {
  if (text.trim() === '') return { key: 'required' };
  const cm = centimetresOf(text);
  if (cm === null) return { key: 'metresInvalid' };
  const { min, max } = SIZE_BOUNDS_CM[field];
  return cm < min || cm > max ? { key: 'sizeRange', field } : undefined;
}

/** Nothing typed for brand and model: the short form leaves them unknown. */
function noBrandModel(values: BoatFormValues): boolean {
  const typed = [values.brandText, values.modelText, values.customBrand, values.customModel];
  return values.brand === null && typed.every((text) => text.trim() === '');
}

/** The short form's optional fields: unchecked while empty, checked as the full form's once given. */
function optionalChecks(values: BoatFormValues, checks: Record<BoatField, BoatFieldError | undefined>) {
  const brandModel = noBrandModel(values) ? { brand: undefined, model: undefined } : {};
  return {
    ...checks,
    ...brandModel,
    beam: values.beam.trim() === '' ? undefined : checks.beam,
    draft: values.draft.trim() === '' ? undefined : checks.draft,
  };
}

/** Every failed check, in the order of the fields (the first one gets the focus). */
export function checkBoatForm(values: BoatFormValues, kind: BoatFormKind = 'full'): BoatFieldErrors {
  const full: Record<BoatField, BoatFieldError | undefined> = {
    name: checkText(values.name),
    brand: values.asNew ? checkText(values.customBrand) : checkPicked(values.brand, values.brandText),
    // The model waits for the brand: its field is disabled until then, so the brand's error says it.
    model: values.asNew
      ? checkText(values.customModel)
      : values.brand === null
        ? undefined
        : checkPicked(values.model, values.modelText),
    type: values.type === '' ? { key: 'required' } : undefined,
    registration: checkRegistration(values.registration),
    loa: checkSize('loa', values.loa),
    beam: checkSize('beam', values.beam),
    draft: checkSize('draft', values.draft),
  };
  const checks = kind === 'short' ? optionalChecks(values, full) : full;
  const errors: BoatFieldErrors = {};
  for (const field of BOAT_FIELDS) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/** The field each value belongs to, so that editing a value clears that field's error. */
export const FIELD_OF_VALUE: Record<keyof BoatFormValues, BoatField | null> = {
  name: 'name',
  asNew: null,
  brand: 'brand',
  model: 'model',
  brandText: 'brand',
  modelText: 'model',
  customBrand: 'brand',
  customModel: 'model',
  type: 'type',
  registration: 'registration',
  loa: 'loa',
  beam: 'beam',
  draft: 'draft',
};

type BrandModelBody = Pick<BoatDetails, 'brand_id' | 'model_id' | 'custom_brand' | 'custom_model'>;

function brandModelOf(values: BoatFormValues): BrandModelBody | null {
  // Left out, brand and model are unknown (the short form; the full form checked they are given).
  if (noBrandModel(values)) return {};
  if (values.asNew)
    return { custom_brand: collapse(values.customBrand), custom_model: collapse(values.customModel) };
  return values.brand !== null && values.model !== null
    ? { brand_id: values.brand.id, model_id: values.model.id }
    : null;
}

/** A size left empty is unknown: left out of the body, never guessed. */
function optionalSize(field: 'beam_cm' | 'draft_cm', text: string): Partial<BoatDetails> | null {
  if (text.trim() === '') return {};
  const cm = centimetresOf(text);
  return cm === null ? null : { [field]: cm };
}

/** The body of POST and PUT /v1/fleet; call only once checkBoatForm found nothing. */
export function boatDetailsOf(values: BoatFormValues): BoatDetails | null {
  const loa = centimetresOf(values.loa);
  const beam = optionalSize('beam_cm', values.beam);
  const draft = optionalSize('draft_cm', values.draft);
  const brandModel = brandModelOf(values);
  if (values.type === '' || loa === null || beam === null || draft === null || brandModel === null)
    return null;
  return {
    name: collapse(values.name),
    ...brandModel,
    type: values.type,
    registration_number: collapse(values.registration),
    loa_cm: loa,
    ...beam,
    ...draft,
  };
}

// The booking service words each rule it refuses (boat-rules.ts); its first words name the field.
const SERVER_FIELDS: [RegExp, BoatField, BoatFieldError][] = [
  [/^Name\b/, 'name', { key: 'textLength', max: TEXT_MAX }],
  [/^(Brand\b|Choose the brand)/, 'brand', { key: 'chooseFromList' }],
  [/^(Model\b|Choose the model|Unknown brand or model)/, 'model', { key: 'chooseFromList' }],
  [/^Boat type\b/, 'type', { key: 'required' }],
  [/^Registration\b/, 'registration', { key: 'registrationInvalid' }],
  [/^Length overall\b/, 'loa', { key: 'sizeRange', field: 'loa' }],
  [/^Beam\b/, 'beam', { key: 'sizeRange', field: 'beam' }],
  [/^Draft\b/, 'draft', { key: 'sizeRange', field: 'draft' }],
];

/** The field a refusal of the server is about, with what to say there; null for the others. */
export function fieldErrorsOfAnswer(error: ApiError, asNew: boolean): BoatFieldErrors {
  if (error.code === 'registration_exists') return { registration: { key: 'registrationTaken' } };
  if (error.code !== 'invalid_request' || error.text === null) return {};
  for (const [pattern, field, fieldError] of SERVER_FIELDS) {
    if (!pattern.test(error.text)) continue;
    // A typed-in brand or model is missing or too long; a listed one is not in the list.
    if (asNew && (field === 'brand' || field === 'model')) {
      const missing = /required|Choose/.test(error.text);
      return { [field]: missing ? { key: 'required' } : { key: 'textLength', max: TEXT_MAX } };
    }
    return { [field]: fieldError };
  }
  return {};
}
