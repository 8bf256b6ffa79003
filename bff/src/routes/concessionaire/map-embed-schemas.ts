import { Type, type Static } from '@fastify/type-provider-typebox';
import { isInterfaceLanguage, type catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { named } from '../../wire/named-schema';

const origin = Type.String({ minLength: 1, maxLength: 200, description: 'e.g. https://visit-hvar.example' });

export const MapEmbedSettings = named(
  'MapEmbedSettings',
  Type.Object(
    {
      partner_name: Type.String({ minLength: 1, maxLength: 100 }),
      allowed_origins: Type.Array(origin, {
        minItems: 1,
        maxItems: 10,
        description: 'Sites allowed to frame the map (CSP frame-ancestors): https origins, no path',
      }),
      center: Type.Object(
        {
          lat: Type.Number({ minimum: -90, maximum: 90 }),
          lon: Type.Number({ minimum: -180, maximum: 180 }),
        },
        { additionalProperties: false },
      ),
      zoom: Type.Number({ minimum: 0, maximum: 22 }),
      locale: Type.Union([Type.Literal('en'), Type.Literal('sl'), Type.Literal('hr'), Type.Literal('it')]),
      theme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
      bay_ids: Type.Array(Type.String({ format: 'uuid' }), {
        maxItems: 50,
        description:
          'The bays it shows. A concessionaire names at least one of their own; an admin may name ' +
          'none, for every live bay in the map area.',
      }),
    },
    { additionalProperties: false },
  ),
);

export const ManagedMapEmbed = named(
  'ManagedMapEmbed',
  Type.Object({
    id: Type.String({ format: 'uuid', description: 'Its page is /{locale}/map-embed/{id}' }),
    settings: MapEmbedSettings.ref,
    platform_owned: Type.Boolean({ description: 'Made by an admin for the platform, owned by no operator' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  }),
);

export const ManagedMapEmbedList = named(
  'ManagedMapEmbedList',
  Type.Object({ embeds: Type.Array(ManagedMapEmbed.ref) }),
);

export const EmbedIdParams = Type.Object({ embedId: Type.String({ format: 'uuid', maxLength: 36 }) });

type SettingsJson = Static<typeof MapEmbedSettings.ref>;

export const settingsMessage = (json: SettingsJson): catalogV1.MapEmbedSettings => ({
  partnerName: json.partner_name,
  allowedOrigins: json.allowed_origins,
  center: json.center,
  zoom: json.zoom,
  locale: json.locale,
  theme: json.theme,
  bayIds: json.bay_ids,
});

const isTheme = (value: string): value is SettingsJson['theme'] => value === 'light' || value === 'dark';

/** Catalog's answer as /v1 says it; a language or theme catalog cannot store is a broken contract. */
export function managedMapEmbedJson(embed: catalogV1.ManagedMapEmbed | undefined) {
  const settings = embed?.settings;
  if (!embed || !settings?.center) throw new AppError('internal');
  const { locale, theme } = settings;
  if (!isInterfaceLanguage(locale) || !isTheme(theme)) throw new AppError('internal');
  return {
    id: embed.embedId,
    settings: {
      partner_name: settings.partnerName,
      allowed_origins: settings.allowedOrigins,
      center: { lat: settings.center.lat, lon: settings.center.lon },
      zoom: settings.zoom,
      locale,
      theme,
      bay_ids: settings.bayIds,
    },
    platform_owned: embed.platformOwned,
    created_at: (embed.createdAt ?? new Date(0)).toISOString(),
    updated_at: (embed.updatedAt ?? new Date(0)).toISOString(),
  };
}
