import { getRequestConfig } from 'next-intl/server';
import { config } from '../config';
import { isLocale } from './locales';
import { loadMessages } from './messages';

// Bays carry their own time zones (CONVENTIONS); page chrome has no local times, so UTC keeps
// server and browser rendering identical.
export const TIME_ZONE = 'UTC';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested)
    ? requested
    : isLocale(config.defaultLocale)
      ? config.defaultLocale
      : 'en';
  return { locale, messages: await loadMessages(locale), timeZone: TIME_ZONE };
});
