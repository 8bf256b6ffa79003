// The only module that reads process.env in the web app (CONVENTIONS: one config loader).
// It runs on the server (proxy, route handlers, server components); client components get the
// public subset through <PublicConfigProvider>, so changing these needs a restart, not a rebuild.

export const APP_ENVS = ['development', 'testing', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export type WebConfig = {
  appEnv: AppEnv;
  siteOrigin: string;
  apiBaseUrl: string;
  apiOrigin: string;
  adminDashboardUrl: string | null;
  defaultLocale: string;
  cookieDomain: string | null;
  /** A MapLibre style with real tiles; unset, the map draws the offline Adriatic land layer. */
  mapStyleUrl: string | null;
  mapStyleOrigin: string | null;
};

export type PublicConfig = Pick<WebConfig, 'apiBaseUrl' | 'adminDashboardUrl' | 'mapStyleUrl'>;

type Env = Record<string, string | undefined>;

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
  const apiBase = readUrl('API_BASE_URL', env.API_BASE_URL, 'http://localhost:8000/api');
  const admin = emptyToNull(env.ADMIN_DASHBOARD_URL);
  const mapStyle = emptyToNull(env.MAP_STYLE_URL);
  const mapStyleUrl = mapStyle === null ? null : readUrl('MAP_STYLE_URL', mapStyle, mapStyle);
  return {
    appEnv,
    siteOrigin,
    apiBaseUrl: withoutTrailingSlash(apiBase.href),
    apiOrigin: apiBase.origin,
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
