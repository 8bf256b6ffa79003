import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';

type Db = Kysely<CatalogTables>;

export function findEmbed(db: Db, embedId: string) {
  return db.selectFrom('map_embeds').selectAll().where('id', '=', embedId).executeTakeFirst();
}

export function findEmbedBays(db: Db, embedId: string) {
  return db
    .selectFrom('map_embed_bays')
    .innerJoin('bays', 'bays.id', 'map_embed_bays.bay_id')
    .select(['bays.id', 'bays.slug', 'bays.name', 'bays.lat', 'bays.lon'])
    .where('map_embed_bays.embed_id', '=', embedId)
    .where('bays.status', '=', 'live')
    .orderBy('bays.name')
    .execute();
}
