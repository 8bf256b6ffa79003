// spec §3: locale code, ISO tag and display name.
export const LOCALES = [
  { code: 'en', isoTag: 'en-US', displayName: 'English' },
  { code: 'sl', isoTag: 'sl-SI', displayName: 'Slovenščina' },
  { code: 'hr', isoTag: 'hr-HR', displayName: 'Hrvatski' },
  { code: 'it', isoTag: 'it-IT', displayName: 'Italiano' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type LocaleInfo = (typeof LOCALES)[number];

export const LOCALE_CODES: readonly LocaleCode[] = LOCALES.map((locale) => locale.code);

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && LOCALE_CODES.some((code) => code === value);
}

export function localeInfo(code: LocaleCode): LocaleInfo {
  const found = LOCALES.find((locale) => locale.code === code);
  if (!found) throw new Error(`unknown locale ${code}`);
  return found;
}

// Splits "/sl/about" into its locale and the rest ("/about"); the rest is "/" for the home page.
export function splitLocalePath(pathname: string): { locale: LocaleCode | null; rest: string } {
  const [, first = '', ...tail] = pathname.split('/');
  if (!isLocale(first)) return { locale: null, rest: pathname || '/' };
  const rest = `/${tail.join('/')}`;
  return { locale: first, rest };
}

export function localePath(locale: LocaleCode, rest: string): string {
  return rest === '/' || rest === '' ? `/${locale}` : `/${locale}${rest.startsWith('/') ? rest : `/${rest}`}`;
}
