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

/** The embeds an operator made, or (operatorId undefined) every embed, newest first. */
export function findManagedEmbeds(db: Db, operatorId: string | undefined) {
  let query = db.selectFrom('map_embeds').selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (operatorId !== undefined) query = query.where('operator_id', '=', operatorId);
  return query.execute();
}

/** Each embed's bays (any status: the owner sees a hidden bay it still names). */
export async function findEmbedBayIds(db: Db, embedIds: readonly string[]): Promise<Map<string, string[]>> {
  const byEmbed = new Map<string, string[]>(embedIds.map((id) => [id, []]));
  if (embedIds.length === 0) return byEmbed;
  const rows = await db
    .selectFrom('map_embed_bays')
    .select(['embed_id', 'bay_id'])
    .where('embed_id', 'in', embedIds)
    .orderBy('bay_id')
    .execute();
  for (const row of rows) byEmbed.get(row.embed_id)?.push(row.bay_id);
  return byEmbed;
}

/** How many of these bays exist: an admin may name any bay there is. */
export async function countExistingBays(db: Db, bayIds: readonly string[]): Promise<number> {
  if (bayIds.length === 0) return 0;
  const { count } = await db
    .selectFrom('bays')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('id', 'in', bayIds)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function replaceEmbedBays(db: Db, embedId: string, bayIds: readonly string[]): Promise<void> {
  await db.deleteFrom('map_embed_bays').where('embed_id', '=', embedId).execute();
  if (bayIds.length > 0)
    await db
      .insertInto('map_embed_bays')
      .values(bayIds.map((bayId) => ({ embed_id: embedId, bay_id: bayId })))
      .execute();
}

export function lockEmbed(db: Db, embedId: string) {
  return db.selectFrom('map_embeds').selectAll().where('id', '=', embedId).forUpdate().executeTakeFirst();
}

export type MapEmbedRow = NonNullable<Awaited<ReturnType<typeof findEmbed>>>;
