import { describe, expect, it } from '@jest/globals';
import { CompactBuoysError, decodeCompactBuoys, decodeDeltas } from './compact-buoys';
import type { CompactBuoys } from '../http/api-schema';

const answer = (overrides: Partial<CompactBuoys['buoys']> = {}): CompactBuoys => ({
  live_status: true,
  truncated: false,
  bays: [
    { id: 'bay-a', slug: 'telascica' },
    { id: 'bay-b', slug: 'lopud' },
  ],
  buoys: {
    count: 3,
    bay_index: [0, 0, 1],
    label: ['1', '2', 'A1'],
    lat_e6: [43_887_100, 150, -2_000_000],
    lon_e6: [15_155_200, -75, 2_500_000],
    management: 'dft',
    service: 'iro',
    status: 'abo',
    booked_until: [0, 1_800_000_000, 0],
    ...overrides,
  },
});

describe('compact buoy encoding', () => {
  it('when deltas are summed, then each position is the previous plus its difference', () => {
    expect(decodeDeltas([45_000_000, 1, -2])).toEqual([45, 45.000001, 44.999999]);
  });

  it('when a viewport is decoded, then every column lands on its buoy', () => {
    const [first, second, third] = decodeCompactBuoys(answer());
    expect(first).toEqual({
      key: 'bay-a/1',
      id: null,
      bayId: 'bay-a',
      baySlug: 'telascica',
      label: '1',
      lat: 43.8871,
      lon: 15.1552,
      management: 'digital',
      service_state: 'in_service',
      status: 'available',
      booked_until: null,
      limits: null,
      timeZone: null,
    });
    expect(second).toMatchObject({
      lat: 43.88725,
      lon: 15.155125,
      management: 'fcfs',
      service_state: 'restricted',
    });
    expect(second).toMatchObject({ status: 'booked', booked_until: '2027-01-15T08:00:00.000Z' });
    expect(third).toMatchObject({
      baySlug: 'lopud',
      lat: 41.88725,
      lon: 17.655125,
      status: 'out_of_service',
    });
  });

  it('when the caller is a visitor, then statuses and booked-until times are null', () => {
    const decoded = decodeCompactBuoys(answer({ status: null, booked_until: null }));
    expect(decoded.map((buoy) => [buoy.status, buoy.booked_until])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('when a column is shorter than the count, then decoding fails clearly', () => {
    expect(() => decodeCompactBuoys(answer({ management: 'df' }))).toThrow(CompactBuoysError);
  });

  it('when a code is unknown, then decoding fails clearly', () => {
    expect(() => decodeCompactBuoys(answer({ status: 'axo' }))).toThrow('status "x" at 1');
  });

  it('when a buoy points at no bay, then decoding fails clearly', () => {
    expect(() => decodeCompactBuoys(answer({ bay_index: [0, 0, 7] }))).toThrow('bay_index at 2');
  });

  it('when the viewport is empty, then no buoys come out', () => {
    const empty = answer({
      count: 0,
      bay_index: [],
      label: [],
      lat_e6: [],
      lon_e6: [],
      management: '',
      service: '',
      status: '',
      booked_until: [],
    });
    expect(decodeCompactBuoys(empty)).toEqual([]);
  });
});
