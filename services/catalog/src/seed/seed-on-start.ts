import type { Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { CatalogConfig } from '../config';
import { seedDemoData } from './seed-demo-data';

/** The start-up step for the kit's after-migrate hook: seeds an empty catalog when configured. */
export async function seedDemoDataIfEnabled(
  config: Pick<CatalogConfig, 'SEED_DEMO_DATA'>,
  db: Kysely<CatalogTables>,
  logger: Logger,
): Promise<void> {
  if (!config.SEED_DEMO_DATA) return;
  const result = await seedDemoData(db);
  if (result.seeded) logger.info(result, 'demo data seeded');
}
