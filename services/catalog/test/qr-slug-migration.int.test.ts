import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@moorline/deploy/src/testing/test-infra';
import { createDatabase, migrateToLatest } from '@moorline/kit';
import { sql, type Kysely } from 'kysely';
import { qrSlugFor } from '../src/buoys/qr-slug';
import type { CatalogTables } from '../src/catalog.tables';
import { catalogMigrations } from '../src/db/migrations';

describe('QR slug migration', () => {
  let database: TestDatabase;
  let db: Kysely<CatalogTables>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase<CatalogTables>({ url: database.url, applicationName: 'catalog-test' });
  });

  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('when buoys exist before the QR slug migration, then each gets the slug qrSlugFor gives', async () => {
    const before = Object.fromEntries(
      Object.entries(catalogMigrations).filter(([name]) => name < '2026_11_22_1500'),
    );
    await migrateToLatest(db, before);
    const text = `'{"en":"x","sl":"x","hr":"x","it":"x"}'::jsonb`;
    await sql`
      INSERT INTO bays (id, slug, name, search_name, country, description, guest_information, lat, lon,
        time_zone, operator_name, company_name, max_loa_cm, hull_kinds, day_stay_available,
        night_stay_available, night_check_in, night_check_out, night_price_cents, vat_rate_basis_points)
      VALUES ('6a0f3c1e-2d5b-4c8e-a1f7-9b2e4d6c8a01', 'old-bay', 'Old bay', 'old bay', 'HR',
        ${sql.raw(text)}, ${sql.raw(text)}, 43, 16, 'Europe/Zagreb', 'Op', 'Op d.o.o.', 1500,
        ARRAY['mono'], false, true, '14:00', '12:00', 5000, 1300)`.execute(db);
    const labels = ['7', 'B 12/a', '-C3-'];
    for (const label of labels) {
      await sql`
        INSERT INTO buoys (bay_id, label, lat, lon, max_loa_cm, hull_kinds, management_kind)
        VALUES ('6a0f3c1e-2d5b-4c8e-a1f7-9b2e4d6c8a01', ${label}, 43.001, 16, 1500, ARRAY['mono'], 'digital')`.execute(
        db,
      );
    }

    await migrateToLatest(db, catalogMigrations);

    const rows = await db.selectFrom('buoys').select(['label', 'qr_slug']).orderBy('label').execute();
    expect(rows).toHaveLength(labels.length);
    for (const row of rows) expect(row.qr_slug).toBe(qrSlugFor('old-bay', row.label));
    expect(rows.map((row) => row.qr_slug).sort()).toEqual(['old-bay-7', 'old-bay-b-12-a', 'old-bay-c3']);
  });
});
