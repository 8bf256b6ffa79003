import type { AppEnv } from '../config';
import { LANGUAGE_COOKIE } from '../i18n/resolve-locale';
import type { LocaleCode } from '../i18n/locales';

// spec §9: one year, path /, SameSite Lax, Secure except in development, domain per environment.
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export type LanguageCookie = {
  name: string;
  value: LocaleCode;
  maxAge: number;
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  domain?: string;
  httpOnly: false;
};

export function languageCookie(
  locale: LocaleCode,
  settings: { appEnv: AppEnv; cookieDomain: string | null },
): LanguageCookie {
  const cookie: LanguageCookie = {
    name: LANGUAGE_COOKIE,
    value: locale,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    secure: settings.appEnv !== 'development',
    // The client never needs to read it, but nothing secret is in it either.
    httpOnly: false,
  };
  if (settings.appEnv !== 'development' && settings.cookieDomain !== null) {
    cookie.domain = settings.cookieDomain;
  }
  return cookie;
}
