import { preferredLocale } from './accept-language';
import { isLocale, type LocaleCode } from './locales';

export const LANGUAGE_COOKIE = 'user_language';

// spec §2: language choice order is the route locale, then the user_language cookie, then the
// default. A printed QR code (issue 28 item 5) has no locale in its address and is scanned by a
// phone that may never have visited: there the phone's languages come before the default.
export function resolveLocale(input: {
  routeLocale: string | null;
  cookieLocale: string | undefined;
  /** The Accept-Language header, given only where the phone's languages count. */
  acceptLanguage?: string | null;
  defaultLocale: string;
}): LocaleCode {
  if (isLocale(input.routeLocale)) return input.routeLocale;
  if (isLocale(input.cookieLocale)) return input.cookieLocale;
  const asked = preferredLocale(input.acceptLanguage);
  if (asked !== null) return asked;
  if (isLocale(input.defaultLocale)) return input.defaultLocale;
  return 'en';
}
