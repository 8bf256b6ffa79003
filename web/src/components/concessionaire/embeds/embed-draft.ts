import type { ManagedMapEmbed, MapEmbedSettings } from '../../../http/api-schema';
import type { LocaleCode } from '../../../i18n/locales';
import { ADRIATIC_VIEW } from '../../../map/base-style';

// The embed form's values as typed (text, so a half-typed number stays on screen) and the
// settings the server is sent. The server judges them (services/catalog/README.md, "Partner map
// embeds"); here they are only read as they are typed.

export type EmbedDraft = {
  partnerName: string;
  /** The sites allowed to frame the map, one a line. */
  origins: string;
  locale: LocaleCode;
  theme: MapEmbedSettings['theme'];
  bayIds: string[];
  lat: string;
  lon: string;
  zoom: string;
};

export type EmbedField = 'partnerName' | 'origins' | 'view' | 'bays';

/** Which field a refusal of the server is about; other codes are the form's. */
export const FIELD_OF_CODE: Readonly<Record<string, EmbedField>> = {
  embed_partner_name_invalid: 'partnerName',
  embed_origins_invalid: 'origins',
  embed_view_invalid: 'view',
  embed_bays_required: 'bays',
};

export const DEFAULT_ZOOM = 12;

/** One origin a line; blank lines and the spaces around a site are not part of it. */
export function parseOrigins(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

type View = { lat: number; lon: number; zoom: number };

function startDraft(bayIds: string[], view: View | null, locale: LocaleCode): EmbedDraft {
  return {
    partnerName: '',
    origins: '',
    locale,
    theme: 'light',
    bayIds,
    lat: view === null ? '' : String(view.lat),
    lon: view === null ? '' : String(view.lon),
    zoom: String(view?.zoom ?? DEFAULT_ZOOM),
  };
}

/** A new embed of an operator: the current bay, at its pin, in the page's language. */
export function newDraft(
  bayId: string,
  pin: { lat: number; lon: number } | null,
  locale: LocaleCode,
): EmbedDraft {
  return startDraft([bayId], pin === null ? null : { ...pin, zoom: DEFAULT_ZOOM }, locale);
}

/** A new embed of the platform: no bays chosen (a map area) over the view the public map opens on. */
export function platformDraft(locale: LocaleCode): EmbedDraft {
  const { latitude, longitude, zoom } = ADRIATIC_VIEW;
  return startDraft([], { lat: latitude, lon: longitude, zoom }, locale);
}

export function draftOf(settings: MapEmbedSettings): EmbedDraft {
  return {
    partnerName: settings.partner_name,
    origins: settings.allowed_origins.join('\n'),
    locale: settings.locale,
    theme: settings.theme,
    bayIds: settings.bay_ids,
    lat: String(settings.center.lat),
    lon: String(settings.center.lon),
    zoom: String(settings.zoom),
  };
}

/** A number as typed, decimal comma too; what is not one is sent out of range, so that the server
 * refuses the view with its own message. */
function numberOf(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? -1000 : value;
}

export function settingsOf(draft: EmbedDraft): MapEmbedSettings {
  return {
    partner_name: draft.partnerName.trim(),
    allowed_origins: parseOrigins(draft.origins),
    center: { lat: numberOf(draft.lat), lon: numberOf(draft.lon) },
    zoom: numberOf(draft.zoom),
    locale: draft.locale,
    theme: draft.theme,
    bay_ids: draft.bayIds,
  };
}

/** The embed's page in its own language on this site. */
export function embedPageUrl(siteOrigin: string, embed: ManagedMapEmbed): string {
  return `${siteOrigin}/${embed.settings.locale}/map-embed/${embed.id}`;
}

/** The markup a partner pastes into their page; the title names the frame for screen readers. */
export function iframeSnippet(siteOrigin: string, embed: ManagedMapEmbed, title: string): string {
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    `<iframe src="${embedPageUrl(siteOrigin, embed)}" title="${escapedTitle}" ` +
    `width="100%" height="600" style="border:0" loading="lazy"></iframe>`
  );
}
