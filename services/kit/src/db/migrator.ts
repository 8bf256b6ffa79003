import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Logger } from '../logging/logger';
import { kitMigrations } from './kit-migrations';

/**
 * Migrations are code, keyed by a timestamped name (2026_11_22_1200_create_bookings), and never
 * edited once landed. The kit's own tables (outbox, processed events) come first.
 */
export type Migrations = Record<string, Migration>;

export async function migrateToLatest<Tables>(
  db: Kysely<Tables>,
  migrations: Migrations,
  logger?: Logger,
): Promise<void> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => ({ ...kitMigrations, ...migrations }) },
    // The kit's migrations and a service's share one history but are written apart: a kit
    // migration landed today may sort before a service migration that already ran (or a test may
    // stop part-way). Pending ones still run in name order; ran ones are never run again.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Success') logger?.info({ migration: result.migrationName }, 'migration applied');
    if (result.status === 'Error') logger?.error({ migration: result.migrationName }, 'migration failed');
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
