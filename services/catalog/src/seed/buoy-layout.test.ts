import { describe, expect, it } from '@jest/globals';
import { distanceM } from '../geo/distance';
import { layOutBuoys } from './buoy-layout';

const pin = { lat: 42.7315, lon: 17.8605 };

describe('layOutBuoys', () => {
  it('when a field is planned, then every buoy is numbered, of its kind, and 35 m from its neighbour', () => {
    const buoys = layOutBuoys(pin, {
      seawardBearingDeg: 315,
      offsetM: 200,
      layout: 'grid',
      kinds: { digital: 10, fcfs: 4, traditional: 2 },
    });
    expect(buoys.map((buoy) => buoy.label)).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)));
    expect(buoys.filter((buoy) => buoy.managementKind === 'fcfs')).toHaveLength(4);
    const [first, second] = buoys;
    expect(first && second && distanceM(first, second)).toBeCloseTo(35, 0);
  });

  it('when the field lies seaward, then its first buoy is the offset away from the pin in that direction', () => {
    const buoys = layOutBuoys(pin, {
      seawardBearingDeg: 0,
      offsetM: 300,
      layout: 'line',
      kinds: { fcfs: 9 },
    });
    const [first] = buoys;
    expect(first && distanceM(pin, first)).toBeCloseTo(300, 0);
    expect(first?.lat).toBeGreaterThan(pin.lat);
    expect(first?.lon).toBeCloseTo(pin.lon, 6);
    const last = buoys[8];
    expect(last && distanceM(pin, last)).toBeCloseTo(300 + 8 * 35, 0);
  });
});
