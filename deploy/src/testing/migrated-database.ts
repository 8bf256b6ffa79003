import { createDatabase, migrateToLatest, type Migrations } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { createTestDatabase } from './test-infra';

export interface MigratedTestDatabase<Tables> {
  db: Kysely<Tables>;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A fresh database with a service's migrations applied, for tests of its SQL without the service. */
export async function migratedTestDatabase<Tables>(
  migrations: Migrations,
  maxConnections = 3,
): Promise<MigratedTestDatabase<Tables>> {
  const database = await createTestDatabase();
  const db = createDatabase<Tables>({ url: database.url, maxConnections });
  await migrateToLatest(db, migrations);
  return {
    db,
    async drop() {
      await db.destroy();
      await database.drop();
    },
  };
}
