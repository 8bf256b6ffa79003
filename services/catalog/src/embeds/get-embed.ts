import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { findEmbed, findEmbedBays } from './map-embed.repository';

/**
 * GetEmbed: a partner's map (spec route /{locale}/map-embed/{uuid}). A malformed uuid is as
 * unknown as a missing one: the page shows the same clear message (issue 5 item 10).
 */
export async function getEmbed(db: Kysely<CatalogTables>, embedId: string) {
  const id = embedId.trim();
  const embed = isUuid(id) ? await findEmbed(db, id) : undefined;
  if (!embed) throw new AppError('not_found', 'Map embed not found');
  return { embed, bays: await findEmbedBays(db, embed.id) };
}
