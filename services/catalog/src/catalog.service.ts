import { topics } from '@moorline/contracts';
import type { ServiceDefinition } from '@moorline/kit';
import type { CatalogTables } from './catalog.tables';
import { catalogMigrations } from './db/migrations';

export const catalogService: ServiceDefinition<CatalogTables> = {
  name: 'catalog',
  migrations: catalogMigrations,
  ownedTopics: [topics.catalog],
};
