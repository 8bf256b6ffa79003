import { AppError, hasHiddenCharacters, isUuid, normaliseName } from '@moorline/kit';
import { boatTypes, type BoatType } from './boat.table';

/** What a boater writes for a boat, as it arrives (strings trimmed by nobody yet). */
export interface BoatDetailsInput {
  name: string;
  brandId: string;
  modelId: string;
  customBrand: string;
  customModel: string;
  /** '' when the client sent none. */
  type: string;
  registrationNumber: string;
  loaCm: number;
  /** 0 when not given: unknown. */
  beamCm: number;
  /** 0 when not given: unknown. */
  draftCm: number;
}

/**
 * Brand and model from catalog's lists (to be checked there), free text for a boat added as new, or
 * unknown: a walk-up guest may give neither (issue 28 item 4).
 */
export type BrandModelChoice =
  | { kind: 'catalog'; brandId: string; modelId: string }
  | { kind: 'custom'; brand: string; model: string }
  | { kind: 'unknown' };

export interface CheckedBoatDetails {
  name: string;
  brandModel: BrandModelChoice;
  type: BoatType;
  /** Upper case, single spaces. */
  registrationNumber: string;
  loaCm: number;
  /** Null when unknown: never made up (issue 28 item 4, a guest's short boat form). */
  beamCm: number | null;
  draftCm: number | null;
}

// Sizes in whole centimetres: LOA 1.5–60 m, beam 0.5–20 m, draft 0.1–8 m.
export const sizeBounds = {
  loaCm: { min: 150, max: 6000, label: 'Length overall', unit: '1.5 and 60 m' },
  beamCm: { min: 50, max: 2000, label: 'Beam', unit: '0.5 and 20 m' },
  draftCm: { min: 10, max: 800, label: 'Draft', unit: '0.1 and 8 m' },
} as const;

const REGISTRATION = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;

const invalid = (message: string) => new AppError('invalid_request', message);
const collapseSpaces = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A name shown to others (back office, CSV): one stored form, nothing hidden (kit's names). */
function checkText(text: string, label: string, max: number): string {
  if (hasHiddenCharacters(text)) throw invalid(`${label} may not contain invisible or control characters`);
  const value = normaliseName(text);
  if (value.length < 1 || value.length > max) throw invalid(`${label} must be 1 to ${max} characters`);
  return value;
}

/** Upper case with single spaces, so "ab  12" and "AB 12" are one registration. */
export function normaliseRegistration(text: string): string {
  return collapseSpaces(text).toUpperCase();
}

function checkRegistration(text: string): string {
  const value = normaliseRegistration(text);
  if (value.length < 2 || value.length > 20 || !REGISTRATION.test(value)) {
    throw invalid('Registration number must be 2 to 20 letters, digits, spaces or dashes');
  }
  return value;
}

function checkSize(value: number, bounds: (typeof sizeBounds)[keyof typeof sizeBounds]): number {
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw invalid(`${bounds.label} must be between ${bounds.unit}`);
  }
  return value;
}

/** Beam and draft may be unknown (0 on the wire); when given, they are within bounds. */
function checkOptionalSize(
  value: number,
  bounds: (typeof sizeBounds)[keyof typeof sizeBounds],
): number | null {
  return value === 0 ? null : checkSize(value, bounds);
}

function checkType(type: string): BoatType {
  const known = boatTypes.find((candidate) => candidate === type);
  if (known === undefined) throw invalid('Boat type is required');
  return known;
}

/**
 * Brand before model (spec §3): ids from the lists, both names of a boat added as new, or none of
 * the four when the boater does not know them.
 */
function checkBrandModel(input: BoatDetailsInput): BrandModelChoice {
  const brandId = input.brandId.trim();
  const modelId = input.modelId.trim();
  const texts = [brandId, modelId, input.customBrand.trim(), input.customModel.trim()];
  if (texts.every((text) => text === '')) return { kind: 'unknown' };
  if (brandId !== '' || modelId !== '') {
    if (brandId === '') throw invalid('Choose the brand before the model');
    if (modelId === '') throw invalid('Choose the model');
    if (!isUuid(brandId) || !isUuid(modelId)) throw invalid('Unknown brand or model');
    return { kind: 'catalog', brandId: brandId.toLowerCase(), modelId: modelId.toLowerCase() };
  }
  if (input.customBrand.trim() === '') throw invalid('Choose the brand before the model');
  return {
    kind: 'custom',
    brand: checkText(input.customBrand, 'Brand', 80),
    model: checkText(input.customModel, 'Model', 80),
  };
}

/** Every rule of a boat's details (spec §3, §5); the first broken one is an `invalid_request`. */
export function checkBoatDetails(input: BoatDetailsInput): CheckedBoatDetails {
  return {
    name: checkText(input.name, 'Name', 80),
    brandModel: checkBrandModel(input),
    type: checkType(input.type),
    registrationNumber: checkRegistration(input.registrationNumber),
    loaCm: checkSize(input.loaCm, sizeBounds.loaCm),
    beamCm: checkOptionalSize(input.beamCm, sizeBounds.beamCm),
    draftCm: checkOptionalSize(input.draftCm, sizeBounds.draftCm),
  };
}
