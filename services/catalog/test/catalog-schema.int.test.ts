import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  migratedTestDatabase,
  type MigratedTestDatabase,
} from '@moorline/deploy/src/testing/migrated-database';
import { sql, type Kysely } from 'kysely';
import type { CatalogTables } from '../src/catalog.tables';
import { catalogMigrations } from '../src/db/migrations';
import { distanceM } from '../src/geo/distance';
import { seedDemoData } from '../src/seed/seed-demo-data';
import { normaliseSearchText } from '../src/search/normalise-search-text';

describe('catalog schema and demo data', () => {
  let database: MigratedTestDatabase<CatalogTables>;
  let db: Kysely<CatalogTables>;

  beforeAll(async () => {
    database = await migratedTestDatabase<CatalogTables>(catalogMigrations);
    db = database.db;
  });

  afterAll(() => database.drop());

  const count = async (table: 'bays' | 'buoys' | 'boat_brands' | 'boat_models' | 'places' | 'bay_images') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('when the catalog is empty, then the seeder fills bays, buoys, brands, models and places', async () => {
    const result = await seedDemoData(db);
    expect(result.seeded).toBe(true);
    expect(await count('bays')).toBeGreaterThanOrEqual(15);
    expect(await count('boat_brands')).toBeGreaterThanOrEqual(40);
    expect(await count('boat_models')).toBeGreaterThanOrEqual(200);
    expect(await count('places')).toBeGreaterThanOrEqual(120);
    const perBay = await db
      .selectFrom('buoys')
      .select((eb) => ['bay_id', eb.fn.countAll<string>().as('n')])
      .groupBy('bay_id')
      .execute();
    expect(perBay).toHaveLength(await count('bays'));
    for (const { n } of perBay) expect(Number(n)).toBeGreaterThanOrEqual(8);
    for (const { n } of perBay) expect(Number(n)).toBeLessThanOrEqual(60);
  });

  it('when the seeder runs again, then nothing changes', async () => {
    const before = await Promise.all([count('bays'), count('buoys'), count('boat_brands'), count('places')]);
    expect(await seedDemoData(db)).toEqual({ seeded: false });
    expect(await Promise.all([count('bays'), count('buoys'), count('boat_brands'), count('places')])).toEqual(
      before,
    );
  });

  it('when the demo bays are read, then they mix digital, FCFS and traditional buoys, some bays all traditional', async () => {
    const kinds = await db
      .selectFrom('buoys')
      .innerJoin('bays', 'bays.id', 'buoys.bay_id')
      .select(['bays.slug', 'buoys.management_kind'])
      .execute();
    expect(new Set(kinds.map((row) => row.management_kind))).toEqual(
      new Set(['digital', 'fcfs', 'traditional']),
    );
    const lopud = kinds.filter((row) => row.slug === 'lopud');
    expect(lopud.length).toBeGreaterThan(0);
    expect(lopud.every((row) => row.management_kind === 'traditional')).toBe(true);
  });

  it('when buoys are placed, then each lies within 2 km of its bay and never on the bay pin', async () => {
    const rows = await db
      .selectFrom('buoys')
      .innerJoin('bays', 'bays.id', 'buoys.bay_id')
      .select(['bays.lat as bayLat', 'bays.lon as bayLon', 'buoys.lat', 'buoys.lon'])
      .execute();
    for (const row of rows) {
      const distance = distanceM({ lat: row.bayLat, lon: row.bayLon }, row);
      expect(distance).toBeGreaterThan(20);
      expect(distance).toBeLessThan(2_000);
    }
  });

  it('when bays are read, then every text exists in en, sl, hr and it and every price is a positive integer', async () => {
    const bays = await db.selectFrom('bays').selectAll().execute();
    const images = await db.selectFrom('bay_images').select(['url', 'caption']).execute();
    for (const bay of bays) {
      for (const text of [bay.description, bay.guest_information]) {
        for (const locale of ['en', 'sl', 'hr', 'it'] as const)
          expect(text[locale].length).toBeGreaterThan(40);
      }
      const prices = [bay.night_price_cents, bay.day_price_per_hour_cents, bay.day_price_full_day_cents];
      for (const price of prices.filter((value) => value !== null)) {
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThan(0);
      }
      expect(bay.currency).toBe('EUR');
    }
    for (const image of images) {
      expect(image.url).toMatch(/^\/images\/bays\/[a-z0-9-]+\/\d\.png$/);
      expect(Object.keys(image.caption).sort()).toEqual(['en', 'hr', 'it', 'sl']);
    }
  });

  it('when a bay is written with a negative price or a taken slug, then the database refuses it', async () => {
    const strunjan = await db
      .selectFrom('bays')
      .selectAll()
      .where('slug', '=', 'strunjan')
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: _created, updated_at: _updated, operator_id: _operator, ...copy } = strunjan;
    const row = {
      ...copy,
      description: JSON.stringify(copy.description),
      guest_information: JSON.stringify(copy.guest_information),
      coastline: null,
    };
    await expect(
      db
        .insertInto('bays')
        .values({ ...row, slug: 'strunjan-copy', night_price_cents: -100 })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(db.insertInto('bays').values(row).execute()).rejects.toThrow(/duplicate key/);
    await expect(
      db
        .insertInto('bays')
        .values({ ...row, slug: 'strunjan-copy', hull_kinds: ['trimaran' as 'mono'] })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('when a buoy repeats a label in its bay or has an unknown management kind, then the database refuses it', async () => {
    const buoy = await db.selectFrom('buoys').selectAll().limit(1).executeTakeFirstOrThrow();
    const { id: _id, created_at: _created, ...copy } = buoy;
    await expect(db.insertInto('buoys').values(copy).execute()).rejects.toThrow(/duplicate key/);
    await expect(
      db
        .insertInto('buoys')
        .values({ ...copy, label: 'X1', management_kind: 'auction' as 'fcfs' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('when searching without accents, then Šipan is found for "sipan" and Telašćica for "telas"', async () => {
    const search = (table: 'bays' | 'places', query: string) =>
      db
        .selectFrom(table)
        .select('name')
        .where('search_name', 'like', `${normaliseSearchText(query)}%`)
        .execute();
    expect((await search('places', 'sipan')).map((row) => row.name)).toEqual(
      expect.arrayContaining(['Šipan', 'Šipanska Luka']),
    );
    expect((await search('bays', 'telas')).map((row) => row.name)).toEqual(['Telašćica']);
    expect((await search('places', 'SUĐURAĐ')).map((row) => row.name)).toEqual(['Suđurađ']);
    const brands = await db
      .selectFrom('boat_brands')
      .select('name')
      .where('search_name', 'like', 'hallberg%')
      .execute();
    expect(brands.map((row) => row.name)).toEqual(['Hallberg-Rassy']);
  });

  it('when the unaccent extension is asked for, then it folds names the way the stored column does', async () => {
    await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
    const { rows } = await sql<{
      folded: string;
    }>`SELECT lower(unaccent('Telašćica Suđurađ')) AS folded`.execute(db);
    expect(rows[0]?.folded).toBe(normaliseSearchText('Telašćica Suđurađ'));
  });
});
