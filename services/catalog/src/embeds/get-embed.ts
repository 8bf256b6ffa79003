import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';

/**
 * GetEmbed: a partner's map (spec route /{locale}/map-embed/{uuid}). A malformed uuid is as
 * unknown as a missing one: the page shows the same clear message (issue 5 item 10).
 */
export async function getEmbed(db: Kysely<CatalogTables>, embedId: string) {
  const id = embedId.trim();
  const embed = isUuid(id)
    ? await db.selectFrom('map_embeds').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!embed) throw new AppError('not_found', 'Map embed not found');
  const bays = await db
    .selectFrom('map_embed_bays')
    .innerJoin('bays', 'bays.id', 'map_embed_bays.bay_id')
    .select(['bays.id', 'bays.slug', 'bays.name', 'bays.lat', 'bays.lon'])
    .where('map_embed_bays.embed_id', '=', embed.id)
    .orderBy('bays.name')
    .execute();
  return { embed, bays };
}
