import { defineRouting } from 'next-intl/routing';
import { LOCALE_CODES } from './locales';

// Locale detection and the user_language cookie are handled by our own proxy (spec §2, §9),
// so next-intl only prefixes links and never writes its own cookie.
export const routing = defineRouting({
  locales: LOCALE_CODES,
  defaultLocale: 'en',
  localePrefix: 'always',
  localeCookie: false,
  localeDetection: false,
  alternateLinks: false,
});
