import { isLocale, type LocaleCode } from './locales';

export const LANGUAGE_COOKIE = 'user_language';

// spec §2: language choice order is the route locale, then the user_language cookie, then the default.
export function resolveLocale(input: {
  routeLocale: string | null;
  cookieLocale: string | undefined;
  defaultLocale: string;
}): LocaleCode {
  if (isLocale(input.routeLocale)) return input.routeLocale;
  if (isLocale(input.cookieLocale)) return input.cookieLocale;
  if (isLocale(input.defaultLocale)) return input.defaultLocale;
  return 'en';
}
