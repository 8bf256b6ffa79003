// Pages that exist for the browser tests only (APP_ENV=testing): they fail on purpose, so the tests
// can prove the 500 page and the "Something went wrong" boundary against the real server. In every
// other environment the proxy answers them as unknown paths.
export const TESTING_PAGES = { serverError: '/testing/server-error', clientError: '/testing/client-error' };

// What the probes throw; the browser tests check that it never reaches the page.
export const SERVER_ERROR_PROBE_MESSAGE = 'server error probe: this detail stays in the server log';
export const CLIENT_ERROR_PROBE_MESSAGE = 'client error probe: thrown while rendering in the browser';

export function isTestingPage(pathWithoutLocale: string): boolean {
  return pathWithoutLocale === '/testing' || pathWithoutLocale.startsWith('/testing/');
}
