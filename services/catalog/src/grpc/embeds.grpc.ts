import type { catalogV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { EmbedSettingsInput } from '../embeds/embed-settings';
import {
  createManagedEmbed,
  deleteManagedEmbed,
  listManagedEmbeds,
  updateManagedEmbed,
  type ManagedEmbed,
} from '../embeds/manage-embeds';

const settingsFrom = (settings: catalogV1.MapEmbedSettings | undefined): EmbedSettingsInput => ({
  partnerName: settings?.partnerName ?? '',
  allowedOrigins: settings?.allowedOrigins ?? [],
  center: settings?.center,
  zoom: settings?.zoom ?? 0,
  locale: settings?.locale ?? '',
  theme: settings?.theme ?? '',
  bayIds: settings?.bayIds ?? [],
});

function managedEmbedMessage(embed: ManagedEmbed): catalogV1.ManagedMapEmbed {
  return {
    embedId: embed.id,
    settings: { ...embed.settings },
    platformOwned: embed.platformOwned,
    createdAt: embed.createdAt,
    updatedAt: embed.updatedAt,
  };
}

/** MapEmbedsService (issue 27 item 5); the caller comes from the forwarded token. */
export function embedsGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
  now: () => Date,
): catalogV1.MapEmbedsServiceImplementation {
  return {
    async listMapEmbeds(_request, context) {
      const caller = await callers.requireCaller(context);
      return { embeds: (await listManagedEmbeds(db, caller)).map(managedEmbedMessage) };
    },
    async createMapEmbed(request, context) {
      const caller = await callers.requireCaller(context);
      const embed = await createManagedEmbed(
        db,
        { now },
        { caller, settings: settingsFrom(request.settings) },
      );
      return { embed: managedEmbedMessage(embed) };
    },
    async updateMapEmbed(request, context) {
      const caller = await callers.requireCaller(context);
      const settings = settingsFrom(request.settings);
      const embed = await updateManagedEmbed(db, { now }, { caller, embedId: request.embedId, settings });
      return { embed: managedEmbedMessage(embed) };
    },
    async deleteMapEmbed(request, context) {
      const caller = await callers.requireCaller(context);
      await deleteManagedEmbed(db, { now }, { caller, embedId: request.embedId });
      return {};
    },
  };
}
