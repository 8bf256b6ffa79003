import { catalogV1 } from '@moorline/contracts';
import { gzipSync } from 'node:zlib';
import { compactViewport, deltaDecode, deltaEncode } from './compact-buoys';

/** A fixed pseudo-random sequence: buoys float a few metres off their grid, as real ones do. */
function jitter(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * 120) - 60;
  };
}

/** 10,000 buoys in 40 bays along the coast, in rows as the seed lays them out, with jitter. */
function viewportOf(count: number, live: boolean): catalogV1.ListViewportBuoysResponse {
  const noise = jitter(7);
  const bays = Array.from({ length: 40 }, (_, index) => ({
    bayId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    slug: `bay-number-${index}`,
  }));
  const perBay = Math.ceil(count / bays.length);
  const index = Array.from({ length: count }, (_, i) => i);
  const bayOf = (i: number) => Math.floor(i / perBay);
  return catalogV1.ListViewportBuoysResponse.fromPartial({
    bays,
    bayIndexes: index.map(bayOf),
    labels: index.map((i) => String((i % perBay) + 1)),
    latE6: index.map((i) => 43_000_000 + bayOf(i) * 50_000 + Math.floor((i % perBay) / 10) * 300 + noise()),
    lonE6: index.map((i) => 15_000_000 + bayOf(i) * 70_000 + ((i % perBay) % 10) * 400 + noise()),
    managementKinds: index.map((i) => (i % 7 === 0 ? 2 : i % 11 === 0 ? 3 : 1)),
    serviceStates: index.map((i) => (i % 53 === 0 ? 3 : 1)),
    statuses: live ? index.map((i) => (i % 3 === 0 ? 2 : 1)) : [],
    bookedUntilUnixSeconds: live ? index.map((i) => (i % 3 === 0 ? 1_790_000_000 + (i % 5) * 3600 : 0)) : [],
    liveStatusIncluded: live,
  });
}

describe('compact viewport encoding', () => {
  it('when positions are delta-coded, then decoding gives them back', () => {
    const values = [45_123_456, 45_123_756, 45_122_000, 44_000_000];
    expect(deltaDecode(deltaEncode(values))).toEqual(values);
  });

  it('when 10,000 buoys with live status are encoded, then the JSON is at most 150 KB gzip', () => {
    const json = JSON.stringify(compactViewport(viewportOf(10_000, true)));
    const gzipKb = gzipSync(json).length / 1024;
    expect(gzipKb).toBeLessThanOrEqual(150);
  });

  it('when the caller is anonymous, then no status or booked-until is encoded', () => {
    const compact = compactViewport(viewportOf(100, false));
    expect(compact.live_status).toBe(false);
    expect(compact.buoys.status).toBeNull();
    expect(compact.buoys.booked_until).toBeNull();
    expect(compact.buoys.management).toHaveLength(100);
  });
});
