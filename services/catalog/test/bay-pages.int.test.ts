import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { demoMapEmbed } from '../src/seed/demo-bays';
import { startCatalog, type RunningCatalog } from './support';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

describe('bay pages, QR codes and map embeds', () => {
  let catalog: RunningCatalog;

  beforeAll(async () => {
    catalog = await startCatalog({ SEED_DEMO_DATA: true });
  });

  afterAll(() => catalog.stop());

  it('when the Telašćica page is asked for, then every field of the bay page comes back', async () => {
    const { bay } = await catalog.client.getBay({ slug: 'telascica' });
    expect(bay).toMatchObject({
      slug: 'telascica',
      name: 'Telašćica',
      country: 'HR',
      location: { lat: 43.895, lon: 15.17 },
      timeZone: 'Europe/Zagreb',
      operator: {
        name: 'Park prirode Telašćica',
        company: 'JU Park prirode Telašćica',
        phone: '+385 23 377 096',
        // The seller on its invoices: the demo seed's address and a check-digit-valid OIB.
        registeredAddress: expect.stringMatching(/^Obala \d+, 21000 Split, Hrvatska$/),
        taxNumber: expect.stringMatching(/^HR\d{11}$/),
      },
      maxLoaCm: 2400,
      hullKinds: [catalogV1.HullKind.HULL_KIND_MONO, catalogV1.HullKind.HULL_KIND_MULTI],
      dayStay: {
        offered: true,
        checkIn: '08:00',
        checkOut: '14:00',
        pricePerHour: eur(1200),
        priceFullDay: eur(6000),
      },
      nightStay: { offered: true, checkIn: '14:00', checkOut: '12:00', pricePerNight: eur(9000) },
      vatRateBasisPoints: 1300,
      mooringAssistance: { offered: true, price: eur(2000) },
      trashCollection: { offered: true, price: eur(0), time: '10:00' },
      coastlineGeojson: '',
      videoUrl: '',
      buoyCounts: { digital: 40, fcfs: 10, traditional: 5, outOfService: 2 },
    });
    for (const text of [bay?.description, bay?.guestInformation]) {
      for (const locale of ['en', 'sl', 'hr', 'it'] as const)
        expect(text?.[locale].length).toBeGreaterThan(40);
    }
    expect(bay?.description?.hr).toContain('Telašćica');
    expect(bay?.images.map((image) => image.url)).toEqual(
      [1, 2, 3, 4].map((n) => `/images/bays/telascica/${n}.png`),
    );
    expect(bay?.images[0]?.caption?.it).toContain('Telašćica');
  });

  it('when a bay sells no day stays, then its day stay says so and has no prices', async () => {
    const { bays } = await catalog.client.listBays({
      bbox: { minLon: 12, minLat: 40, maxLon: 20, maxLat: 46 },
      stay: {},
    });
    const withoutDays = bays.find((bay) => !bay.dayStay?.offered);
    expect(withoutDays).toBeDefined();
    expect(withoutDays?.dayStay).toMatchObject({ checkIn: '', pricePerHour: undefined });
    expect(withoutDays?.nightStay?.pricePerNight?.amountMinor).toBeGreaterThan(0);
  });

  it('when the slug is unknown, then GetBay fails with not_found', async () => {
    await expect(catalog.client.getBay({ slug: 'atlantis' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('when a QR code is resolved, then it names its bay and buoy, whatever the case of the slug', async () => {
    const answer = await catalog.client.resolveQrCode({ qrSlug: ' Telascica-12 ' });
    expect(answer).toMatchObject({
      baySlug: 'telascica',
      bayName: 'Telašćica',
      buoyLabel: '12',
      managementKind: catalogV1.ManagementKind.MANAGEMENT_KIND_DIGITAL,
      serviceState: catalogV1.ServiceState.SERVICE_STATE_IN_SERVICE,
    });
    const { buoys } = await catalog.client.listBuoys({
      baySlug: 'telascica',
      stay: {},
    });
    const twelve = buoys.find((buoy) => buoy.label === '12');
    expect(answer.buoyId).toBe(twelve?.buoyId);
    expect(answer.buoyLocation).toEqual(twelve?.location);
    expect((await catalog.client.resolveQrCode({ qrSlug: 'telascica-7' })).serviceState).toBe(
      catalogV1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
    );
  });

  it('when the demo data is seeded, then every buoy has its own QR slug made of bay slug and label', async () => {
    const rows = await catalog.db
      .selectFrom('buoys')
      .innerJoin('bays', 'bays.id', 'buoys.bay_id')
      .select(['bays.slug', 'buoys.label', 'buoys.qr_slug'])
      .execute();
    expect(rows.length).toBeGreaterThan(400);
    for (const row of rows) expect(row.qr_slug).toBe(`${row.slug}-${row.label}`);
  });

  it('when a QR code is unknown, then ResolveQrCode fails with not_found', async () => {
    for (const qrSlug of ['telascica-999', '', 'nowhere-1']) {
      await expect(catalog.client.resolveQrCode({ qrSlug })).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it('when the demo embed is asked for, then its partner, origins, view and bays come back', async () => {
    const { embed } = await catalog.client.getEmbed({ embedId: demoMapEmbed.id });
    expect(embed).toMatchObject({
      embedId: demoMapEmbed.id,
      partnerName: 'Elafiti Sailing Club',
      allowedOrigins: demoMapEmbed.allowedOrigins,
      center: { lat: demoMapEmbed.centerLat, lon: demoMapEmbed.centerLon },
      zoom: demoMapEmbed.zoom,
      locale: 'en',
    });
    expect(embed?.bays.map((bay) => bay.slug).sort()).toEqual([...demoMapEmbed.baySlugs].sort());
  });

  it('when an embed id is unknown or not a uuid, then GetEmbed fails with not_found', async () => {
    for (const embedId of [randomUUID(), 'not-a-uuid', '']) {
      await expect(catalog.client.getEmbed({ embedId })).rejects.toMatchObject({ code: 'not_found' });
    }
  });
});
