// The only module that reads process.env in the web app (CONVENTIONS: one config loader).
// It runs on the server (proxy, route handlers, server components); client components get the
// public subset through <PublicConfigProvider>, so changing these needs a restart, not a rebuild.

export const APP_ENVS = ['development', 'testing', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export type WebConfig = {
  appEnv: AppEnv;
  siteOrigin: string;
  /**
   * The API as the browser calls it: `/api` on the web's own origin, whatever host the app was
   * opened with (issue 17). The web server passes it on to the BFF (`app/api/v1/`); in production
   * the ingress routes `/api/v1/` to the BFF itself.
   */
  apiBaseUrl: string;
  /** The BFF's API as this server calls it (`${BFF_INTERNAL_URL}/api`): server rendering and the /api proxy. */
  serverApiBaseUrl: string;
  adminDashboardUrl: string | null;
  defaultLocale: string;
  cookieDomain: string | null;
  /** The MapLibre style of the online basemap; null (MAP_STYLE_URL=offline): the offline land layer only. */
  mapStyleUrl: string | null;
  mapStyleOrigin: string | null;
};

export type PublicConfig = Pick<WebConfig, 'apiBaseUrl' | 'adminDashboardUrl' | 'mapStyleUrl'>;

type Env = Record<string, string | undefined>;

// Same-origin, so the refresh cookie is first-party on any host, no call needs a CORS preflight,
// and the CSP's connect-src is 'self' (issue 17).
const BROWSER_API_BASE_URL = '/api';

function readAppEnv(value: string | undefined): AppEnv {
  if (value === undefined || value === '') return 'development';
  const found = APP_ENVS.find((candidate) => candidate === value);
  if (!found) throw new Error(`APP_ENV must be one of ${APP_ENVS.join(', ')}, got "${value}"`);
  return found;
}

function readUrl(name: string, value: string | undefined, fallback: string): URL {
  const raw = value === undefined || value === '' ? fallback : value;
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

/**
 * Issue 17: a keyless public vector style with coastline detail and place names by default; the map
 * falls back to the offline land layer when it cannot load (web/src/map/base-style.ts).
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
/** MAP_STYLE_URL=offline draws only the offline land layer and reaches no map host. */
const OFFLINE_MAP_STYLE = 'offline';

function readMapStyleUrl(value: string | null): URL | null {
  if (value === OFFLINE_MAP_STYLE) return null;
  return readUrl('MAP_STYLE_URL', value ?? DEFAULT_MAP_STYLE_URL, DEFAULT_MAP_STYLE_URL);
}

function emptyToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim();
}

// spec §9: no cookie domain in development, the testing domain in testing, the production domain otherwise.
function cookieDomainFor(appEnv: AppEnv, env: Env): string | null {
  if (appEnv === 'development') return null;
  if (appEnv === 'testing') return emptyToNull(env.COOKIE_DOMAIN_TESTING);
  return emptyToNull(env.COOKIE_DOMAIN_PRODUCTION);
}

export function loadConfig(env: Env): WebConfig {
  const appEnv = readAppEnv(env.APP_ENV);
  const siteOrigin = readUrl('SITE_ORIGIN', env.SITE_ORIGIN, 'http://localhost:3000').origin;
  const bff = readUrl('BFF_INTERNAL_URL', env.BFF_INTERNAL_URL, 'http://localhost:8000');
  const admin = emptyToNull(env.ADMIN_DASHBOARD_URL);
  const mapStyleUrl = readMapStyleUrl(emptyToNull(env.MAP_STYLE_URL));
  return {
    appEnv,
    siteOrigin,
    apiBaseUrl: BROWSER_API_BASE_URL,
    serverApiBaseUrl: `${bff.origin}${withoutTrailingSlash(bff.pathname)}/api`,
    adminDashboardUrl: admin === null ? null : readUrl('ADMIN_DASHBOARD_URL', admin, admin).href,
    defaultLocale: emptyToNull(env.DEFAULT_LOCALE) ?? 'en',
    cookieDomain: cookieDomainFor(appEnv, env),
    mapStyleUrl: mapStyleUrl?.href ?? null,
    mapStyleOrigin: mapStyleUrl?.origin ?? null,
  };
}

export const config: WebConfig = loadConfig(process.env);

export function publicConfig(): PublicConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    adminDashboardUrl: config.adminDashboardUrl,
    mapStyleUrl: config.mapStyleUrl,
  };
}
