import { topics } from '@moorline/contracts';
import type { ServiceDefinition } from '@moorline/kit';
import type { CatalogTables } from './catalog.tables';
import type { CatalogConfig } from './config';
import { catalogMigrations } from './db/migrations';
import { seedDemoDataIfEnabled } from './seed/seed-on-start';

export function createCatalogService(config: CatalogConfig): ServiceDefinition<CatalogTables> {
  return {
    name: 'catalog',
    migrations: catalogMigrations,
    ownedTopics: [topics.catalog],
    afterMigrate: ({ db, logger }) => seedDemoDataIfEnabled(config, db, logger),
  };
}
