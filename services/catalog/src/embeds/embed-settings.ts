import { isInterfaceLanguage } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { Locale } from '../bays/localized-text';
import { isUuid } from '../validation/uuid';
import type { EmbedTheme } from './map-embed.table';

/** An embed's settings as its owner sends them (issue 27 item 5). */
export interface EmbedSettingsInput {
  partnerName: string;
  allowedOrigins: readonly string[];
  center: { lat: number; lon: number } | undefined;
  zoom: number;
  locale: string;
  theme: string;
  bayIds: readonly string[];
}

/** The settings as stored: trimmed, origins reduced to their origin, bays without repeats. */
export interface EmbedSettings {
  partnerName: string;
  allowedOrigins: string[];
  center: { lat: number; lon: number };
  zoom: number;
  locale: Locale;
  theme: EmbedTheme;
  bayIds: string[];
}

export const embedLimits = { partnerNameMax: 100, originsMax: 10, baysMax: 50 } as const;

const themes: readonly EmbedTheme[] = ['light', 'dark'];
const isTheme = (value: string): value is EmbedTheme => themes.some((theme) => theme === value);
const CONTROL_CHARACTERS = /\p{Cc}/u;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * One framing site as a CSP source: an https origin (http only on loopback, for a partner's own
 * development), nothing after the host and port, so the stored value is exactly the origin the
 * browser compares with frame-ancestors.
 */
export function embedOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  const bare =
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '';
  return secure && bare && !text.trim().endsWith('/') ? url.origin : null;
}

function partnerNameOf(text: string): string {
  const name = text.trim();
  const valid =
    name.length > 0 && [...name].length <= embedLimits.partnerNameMax && !CONTROL_CHARACTERS.test(name);
  if (!valid) throw new AppError('embed_partner_name_invalid');
  return name;
}

function originsOf(texts: readonly string[]): string[] {
  const origins = texts.map(embedOrigin);
  const valid = origins.length > 0 && origins.length <= embedLimits.originsMax;
  if (!valid || origins.some((origin) => origin === null)) throw new AppError('embed_origins_invalid');
  return [...new Set(origins as string[])];
}

function viewOf(center: EmbedSettingsInput['center'], zoom: number) {
  const valid =
    center !== undefined &&
    Math.abs(center.lat) <= 90 &&
    Math.abs(center.lon) <= 180 &&
    zoom >= 0 &&
    zoom <= 22;
  if (!valid) throw new AppError('embed_view_invalid');
  return { center: { lat: center.lat, lon: center.lon }, zoom };
}

/**
 * Checks and normalises the settings. Which bays the caller may name is the use case's question;
 * here only their form: uuids (an unknown form is as unknown as another operator's bay), at most 50.
 */
export function embedSettingsOf(input: EmbedSettingsInput): EmbedSettings {
  const partnerName = partnerNameOf(input.partnerName);
  const allowedOrigins = originsOf(input.allowedOrigins);
  const view = viewOf(input.center, input.zoom);
  const { locale, theme } = input;
  if (!isInterfaceLanguage(locale) || !isTheme(theme)) throw new AppError('invalid_request');
  const bayIds = [...new Set(input.bayIds.map((id) => id.trim().toLowerCase()))];
  if (bayIds.length > embedLimits.baysMax) throw new AppError('embed_bays_required');
  if (!bayIds.every(isUuid)) throw new AppError('not_found');
  return { partnerName, allowedOrigins, ...view, locale, theme, bayIds };
}
