import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { catalogV1 } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { qrSlugFor } from '../src/buoys/qr-slug';
import { insertBay, startCatalog, type RunningCatalog } from './support';

const bays = 200;
const buoysPerBay = 50;
const area = { minLon: 13, minLat: 42, maxLon: 15, maxLat: 44 };

/** Metres of irregularity, as real moorings have, from a fixed seed so every run is the same. */
let seed = 42;
const jitter = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return (seed / 2_147_483_648 - 0.5) * 0.0001;
};

/** Differences between neighbours: small numbers, as a BFF might send coordinates. */
const deltas = (values: number[]) => values.map((value, i) => value - (i === 0 ? 0 : (values[i - 1] ?? 0)));

describe('viewport buoys', () => {
  let catalog: RunningCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
    for (let b = 0; b < bays; b++) {
      const lat = 42.1 + (b % 20) * 0.09;
      const lon = 13.1 + Math.floor(b / 20) * 0.18;
      const bay = await insertBay(catalog.db, { slug: `viewport-${b}`, lat, lon, buoys: [] });
      const rows = Array.from({ length: buoysPerBay }, (_, i) => ({
        bay_id: bay.id,
        label: String(i + 1),
        lat: lat + Math.floor(i / 7) * 0.000315 + jitter(),
        lon: lon + (i % 7) * 0.00043 + jitter(),
        max_loa_cm: 1500,
        hull_kinds: ['mono' as const],
        management_kind: i % 5 === 4 ? ('fcfs' as const) : ('digital' as const),
        service_state: 'in_service' as const,
        qr_slug: qrSlugFor(bay.slug, String(i + 1)),
      }));
      const inserted = await catalog.db
        .insertInto('buoys')
        .values(rows)
        .returning(['id', 'bay_id'])
        .execute();
      // A third of each bay's buoys is taken for the night asked about: state as the projection keeps it.
      await catalog.db
        .insertInto('booking_occupancies')
        .values(
          inserted
            .filter((_, i) => i % 3 === 0)
            .map((buoy) => ({
              booking_id: randomUUID(),
              version: 2,
              state: 'confirmed' as const,
              bay_id: buoy.bay_id,
              buoy_id: buoy.id,
              period: '[2030-07-01 12:00:00+00,2030-07-02 10:00:00+00)',
            })),
        )
        .execute();
    }
  });

  afterAll(() => catalog.stop());

  it('when a viewport holds 10,000 buoys, then all come back as arrays that gzip well under 150 KB once delta-encoded', async () => {
    const answer = await catalog.client.listViewportBuoys(
      {
        bbox: area,
        stay: { stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, fromDate: '2030-07-01', toDate: '2030-07-02' },
      },
      catalog.signedIn,
    );
    expect(answer.labels).toHaveLength(bays * buoysPerBay);
    expect(answer.truncated).toBe(false);
    expect(answer.bays).toHaveLength(bays);
    const booked = answer.statuses.filter((status) => status === catalogV1.BuoyStatus.BUOY_STATUS_BOOKED);
    expect(booked.length).toBeGreaterThan(2_500);

    // One possible compact encoding for the BFF (issue 5 item 7): columns, coordinates as deltas.
    const compact = JSON.stringify({
      bays: answer.bays.map((bay) => bay.slug),
      bay: deltas(answer.bayIndexes),
      label: answer.labels,
      lat: deltas(answer.latE6),
      lon: deltas(answer.lonE6),
      kind: answer.managementKinds,
      state: answer.serviceStates,
      status: answer.statuses,
      until: deltas(answer.bookedUntilUnixSeconds),
    });
    expect(gzipSync(compact).length).toBeLessThan(150_000);
  });

  it('when the viewport holds more buoys than the limit, then the answer is cut and says so', async () => {
    const answer = await catalog.client.listViewportBuoys({
      bbox: area,
      stay: {},
      limit: 500,
    });
    expect(answer.labels).toHaveLength(500);
    expect(answer.truncated).toBe(true);
    expect(answer.statuses).toEqual([]);
  });
});
