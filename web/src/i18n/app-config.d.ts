import type { LocaleCode } from './locales';
import type { Messages } from './messages';

// Typed keys: a misspelt or missing message key fails `tsc`.
declare module 'next-intl' {
  interface AppConfig {
    Locale: LocaleCode;
    Messages: Messages;
  }
}
