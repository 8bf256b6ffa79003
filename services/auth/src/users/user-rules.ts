import { interfaceLanguages, type InterfaceLanguage } from '@moorline/contracts';
import { AppError, hasHiddenCharacters, normaliseName } from '@moorline/kit';
import { z } from 'zod';

export const languages = interfaceLanguages;
export type Language = InterfaceLanguage;

const emailSchema = z.email().max(254);

/** Emails are compared case-insensitively (issue item 1), so they are stored lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** spec §5: a valid email address, else "Invalid email address". */
export function validEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (!emailSchema.safeParse(normalised).success) throw new AppError('invalid_email');
  return normalised;
}

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** An unknown or missing language falls back to English rather than failing a sign-up. */
export function languageOrDefault(value: string): Language {
  return isLanguage(value) ? value : 'en';
}

export function validLanguage(value: string): Language {
  if (!isLanguage(value)) throw new AppError('invalid_request');
  return value;
}

/** A personal name: NFC, trimmed, single spaces, bounded; `required` names may not be empty. */
export function validPersonalText(
  value: string,
  { required, maxLength }: { required: boolean; maxLength: number },
) {
  // Names are shown to others (back office, CSV): nothing hidden, one stored form (kit's names).
  if (hasHiddenCharacters(value)) throw new AppError('invalid_request');
  const trimmed = normaliseName(value);
  if ((required && trimmed === '') || [...trimmed].length > maxLength) throw new AppError('invalid_request');
  return trimmed;
}

const phonePattern = /^\+?[0-9 ()./-]{5,24}$/;

export function validPhone(value: string): string {
  const trimmed = value.trim();
  if (trimmed !== '' && !phonePattern.test(trimmed)) throw new AppError('invalid_request');
  return trimmed;
}
