import { NextResponse, type NextRequest } from 'next/server';
import { config as webConfig } from './config';
import { localePath, splitLocalePath } from './i18n/locales';
import { LANGUAGE_COOKIE, resolveLocale } from './i18n/resolve-locale';
import { createEmbedOriginsCache, embedIdOf } from './map/embed-frame-ancestors';
import { fetchMapEmbed } from './map/map-api';
import { serverApiClient } from './map/server-api';
import { API_PATH_PREFIX, FORWARDING_HEADERS } from './http/bff-proxy';
import { createNonce, securityHeaders } from './security/security-headers';
import { isTestingPage } from './site/testing-pages';

// next-intl reads the request locale from this header (the same one its own middleware sets);
// we route ourselves because spec §2 orders route, cookie, default, without Accept-Language.
const NEXT_INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
// Where a printed QR code points (the QR sheet prints /qr/{slug}, without a locale).
const PRINTED_QR_PREFIX = '/qr/';
// Next's own route for paths that match nothing: it renders app/global-not-found.tsx with 404.
const NOT_FOUND_ROUTE = '/_not-found';

// Files of public/ keep their paths, in folders too (/map/land/…/5/17/11.pbf, /images/bays/…).
function isFileOrApi(pathname: string): boolean {
  return pathname.startsWith('/api/') || /^\/(?:[^/]+\/)*[^/]+\.[a-z0-9]+$/i.test(pathname);
}

const embedOrigins = createEmbedOriginsCache({
  load: async (id) => (await fetchMapEmbed(serverApiClient(), id))?.allowed_origins ?? null,
  now: () => Date.now(),
});

// Issue 5 item 10: a map embed's frame-ancestors are the origins of that embed.
async function framingOrigins(pathname: string): Promise<string[]> {
  const id = embedIdOf(pathname);
  return id === null ? [] : embedOrigins.sourcesFor(id);
}

/**
 * A call to the API (`/api/v1/…`, src/http/bff-proxy.ts): forwarding headers the browser wrote
 * are dropped here, so Next fills them from the connection and the BFF counts the real client.
 */
function apiCall(request: NextRequest): NextResponse {
  const requestHeaders = new Headers(request.headers);
  for (const name of FORWARDING_HEADERS) requestHeaders.delete(name);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(API_PATH_PREFIX)) return apiCall(request);
  const nonce = createNonce();
  const headers = securityHeaders(nonce, pathname, webConfig, await framingOrigins(pathname));
  const requestHeaders = new Headers(request.headers);
  // Next.js reads the nonce from the request's CSP header and stamps it on its own scripts.
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'] ?? '');
  // Our own inline script (the reload guard) reads it in the root layout.
  requestHeaders.set('x-nonce', nonce);

  const { locale: routeLocale, rest } = splitLocalePath(pathname);
  const locale = resolveLocale({
    routeLocale,
    cookieLocale: request.cookies.get(LANGUAGE_COOKIE)?.value,
    // Issue 28 item 5: the address printed on a buoy's QR code carries no locale.
    acceptLanguage:
      routeLocale === null && pathname.startsWith(PRINTED_QR_PREFIX)
        ? request.headers.get('accept-language')
        : null,
    defaultLocale: webConfig.defaultLocale,
  });
  let response: NextResponse;
  if (routeLocale !== null && isTestingPage(rest) && webConfig.appEnv !== 'testing') {
    requestHeaders.set(NEXT_INTL_LOCALE_HEADER, locale);
    response = NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), {
      request: { headers: requestHeaders },
    });
  } else if (routeLocale !== null || isFileOrApi(pathname)) {
    requestHeaders.set(NEXT_INTL_LOCALE_HEADER, locale);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  } else if (pathname === '/') {
    // spec §2: the home page answers at the bare root itself (200), not through a redirect.
    requestHeaders.set(NEXT_INTL_LOCALE_HEADER, locale);
    response = NextResponse.rewrite(new URL(`/${locale}${search}`, request.url), {
      request: { headers: requestHeaders },
    });
  } else {
    response = NextResponse.redirect(new URL(`${localePath(locale, pathname)}${search}`, request.url));
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Static build assets are immutable files; every page, route handler and metadata file gets headers.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
