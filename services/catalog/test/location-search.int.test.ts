import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { startCatalog, type RunningCatalog } from './support';

const { LocationKind, PlaceKind } = catalogV1;

describe('location search and boat lists', () => {
  let catalog: RunningCatalog;

  beforeAll(async () => {
    catalog = await startCatalog({ SEED_DEMO_DATA: true });
  });

  afterAll(() => catalog.stop());

  const search = async (query: string, limit = 0) =>
    (await catalog.client.searchLocations({ query, limit })).results;
  const names = async (query: string, limit = 0) => (await search(query, limit)).map((result) => result.name);

  it('when "sipan" is typed without its accent, then Šipan comes first and the bay before the village', async () => {
    const results = await search('sipan');
    expect(results.map((result) => [result.name, result.kind])).toEqual([
      ['Šipan', LocationKind.LOCATION_KIND_PLACE],
      ['Šipan – Šipanska Luka', LocationKind.LOCATION_KIND_BAY],
      ['Šipanska Luka', LocationKind.LOCATION_KIND_PLACE],
    ]);
    expect(results[0]?.placeKind).toBe(PlaceKind.PLACE_KIND_ISLAND);
    expect(results[1]).toMatchObject({ baySlug: 'sipan-sipanska-luka', country: 'HR' });
  });

  it('when "telas" or "TELAŠĆICA" is typed, then the bay Telašćica leads, with its coordinates and slug', async () => {
    for (const query of ['telas', 'TELAŠĆICA', '  Telašć ']) {
      const [first] = await search(query);
      expect(first).toMatchObject({
        kind: LocationKind.LOCATION_KIND_BAY,
        name: 'Telašćica',
        baySlug: 'telascica',
        location: { lat: 43.895, lon: 15.17 },
      });
    }
    // The gazetteer's bay of the same name is the same water: suggested once, as the buoyfield.
    expect(await names('telascica')).toEqual(['Telašćica']);
  });

  it('when matches differ in quality, then exact beats prefix, prefix beats a word prefix, and that beats the rest', async () => {
    expect((await names('vis')).slice(0, 3)).toEqual(['Vis', 'Vis', 'Vis – Stončica']);
    const grad = await names('grad');
    expect(grad.slice(0, 3)).toEqual(['Grado', 'Grado', 'Stari Grad']);
    expect(grad.indexOf('Stari Grad')).toBeLessThan(grad.indexOf('Novigrad'));
    const [bay, town] = await search('grado');
    expect([bay?.kind, town?.kind]).toEqual([
      LocationKind.LOCATION_KIND_BAY,
      LocationKind.LOCATION_KIND_PLACE,
    ]);
  });

  it('when places share a name, then their regions tell them apart', async () => {
    const milna = (await search('milna')).filter((result) => result.name === 'Milna');
    expect(milna.length).toBeGreaterThanOrEqual(1);
    for (const place of milna) expect(place.region).not.toBe('');
  });

  it('when a limit is asked for, then no more results come back', async () => {
    expect(await names('a', 0).catch(() => 'refused')).toBe('refused');
    expect(await names('ar', 3)).toHaveLength(3);
    expect((await names('ar')).length).toBeLessThanOrEqual(10);
    expect((await names('ar', 500)).length).toBeLessThanOrEqual(50);
  });

  it('when fewer than 2 characters remain once trimmed, then the search is refused with invalid_request', async () => {
    for (const query of ['', '  ', 'š', ' t ']) {
      await expect(search(query)).rejects.toMatchObject({
        code: 'invalid_request',
        message: 'Type at least 2 characters to search',
      });
    }
    await expect(search('x'.repeat(101))).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(search('zzqq')).resolves.toEqual([]);
  });

  it('when boat brands are listed, then a query finds them without accents or punctuation, best first', async () => {
    const all = (await catalog.client.listBrands({ query: '', limit: 0 })).brands;
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all.map((brand) => brand.name)).toEqual(
      [...all.map((brand) => brand.name)].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(
      (await catalog.client.listBrands({ query: 'x yachts', limit: 0 })).brands.map((brand) => brand.name),
    ).toEqual(['X-Yachts']);
    const jeanneau = (await catalog.client.listBrands({ query: 'JEANNEAU', limit: 0 })).brands;
    expect(jeanneau.map((brand) => brand.name)).toEqual(['Jeanneau', 'Jeanneau Cap Camarat']);
    expect((await catalog.client.listBrands({ query: '', limit: 5 })).brands).toHaveLength(5);
  });

  it('when a brand’s models are listed, then they match the query and carry their boat type', async () => {
    const [bavaria] = (await catalog.client.listBrands({ query: 'bavaria', limit: 0 })).brands;
    const brandId = bavaria?.brandId ?? '';
    const cruisers = (await catalog.client.listModels({ brandId, query: 'cruiser 4', limit: 0 })).models;
    expect(cruisers.map((model) => model.name)).toEqual(['Cruiser 41', 'Cruiser 46']);
    const all = (await catalog.client.listModels({ brandId, query: '', limit: 0 })).models;
    expect(all.find((model) => model.name === 'SR41')?.boatType).toBe(
      catalogV1.BoatType.BOAT_TYPE_POWER_MONOHULL,
    );
    expect(all.find((model) => model.name === 'C42')?.boatType).toBe(
      catalogV1.BoatType.BOAT_TYPE_SAIL_MONOHULL,
    );
  });

  it('when a brand’s models are listed, then each carries its published sizes, or none when they are not known', async () => {
    const [bavaria] = (await catalog.client.listBrands({ query: 'bavaria', limit: 0 })).brands;
    const brandId = bavaria?.brandId ?? '';
    const models = (await catalog.client.listModels({ brandId, query: '', limit: 0 })).models;
    expect(models.find((model) => model.name === 'Cruiser 46')).toMatchObject({
      loaCm: 1427,
      beamCm: 435,
      draftCm: 210,
    });
    const unknown = models.find((model) => model.name === 'SR41');
    expect([unknown?.loaCm, unknown?.beamCm, unknown?.draftCm]).toEqual([undefined, undefined, undefined]);
  });

  it('when the brand id is unknown or not a uuid, then the models call fails with not_found or invalid_request', async () => {
    await expect(
      catalog.client.listModels({ brandId: randomUUID(), query: '', limit: 0 }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      catalog.client.listModels({ brandId: 'bavaria', query: '', limit: 0 }),
    ).rejects.toMatchObject({
      code: 'invalid_request',
    });
  });
});
