import { isLocale, localePath, type LocaleCode } from '../i18n/locales';

// Where sign-in sends the user back to (`?next=`): a page the user was on, or the booking
// preview the Book action chose. Only a path of this site under one of its locales is followed;
// anything that could leave the origin (`//host`, `https://…`, `/\host`, a scheme) is ignored,
// so a crafted sign-in link cannot bounce a fresh session to another site.

export const NEXT_PARAM = 'next';

/** Longer than any address of ours; a `next` past it is not one we wrote. */
const MAX_LENGTH = 2_000;
/** Only an origin-relative path; no whitespace, control characters or backslashes anywhere. */
const SHAPE = /^\/(?!\/)[^\s\\\p{Cc}]*$/u;
const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * The path to return to, normalised (`/en/a/../b` is `/en/b`), or null when `next` is missing or
 * not a same-origin path under a locale.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length > MAX_LENGTH || !SHAPE.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  const [, locale = ''] = url.pathname.split('/');
  if (!isLocale(locale)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that comes back to `returnTo` (a path without its locale). */
export function signInPath(returnTo: string, locale: LocaleCode): string {
  const params = new URLSearchParams({ [NEXT_PARAM]: localePath(locale, returnTo) });
  return `/auth/signin?${params.toString()}`;
}

/** The sign-in page's address that comes back to the page the browser is on. */
export function signInPathHere(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams({ [NEXT_PARAM]: `${location.pathname}${location.search}` });
  return `/auth/signin?${params.toString()}`;
}

/** The safe `next` of a query string (`location.search`), or null. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM));
}
