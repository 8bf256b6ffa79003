import { describe, expect, it } from '@jest/globals';
import { buoysToDraw, byLabel, fromBayBuoys, type MapBuoy } from './map-buoys';
import type { BayBuoys } from '../http/api-schema';

const buoy = (label: string, overrides: Partial<MapBuoy> = {}): MapBuoy => ({
  key: `bay-1/${label}`,
  id: `id-${label}`,
  bayId: 'bay-1',
  baySlug: 'lopud',
  label,
  lat: 42.68,
  lon: 17.94,
  management: 'digital',
  service_state: 'in_service',
  status: 'available',
  booked_until: null,
  limits: null,
  timeZone: null,
  ...overrides,
});

describe('buoys on the map', () => {
  it('when the selected bay was fetched too, then its answer replaces the viewport part', () => {
    const viewport = [buoy('1'), buoy('2')];
    const selected = [buoy('2', { status: 'booked' })];
    expect(buoysToDraw(viewport, selected).map((b) => [b.label, b.status])).toEqual([
      ['1', 'available'],
      ['2', 'booked'],
    ]);
  });

  it('when a bay answer is read, then each buoy is keyed by its bay and label and keeps its id', () => {
    const answer: BayBuoys = {
      bay_id: 'bay-1',
      bay_slug: 'lopud',
      time_zone: 'Europe/Zagreb',
      pin: 'blue',
      pin_state: 'bookable',
      live_status: true,
      bookable_online: true,
      not_bookable_reason: null,
      buoys: [
        {
          id: 'b1',
          label: 'A10',
          lat: 42.68,
          lon: 17.94,
          max_loa_cm: 1500,
          hull_kinds: ['mono'],
          management: 'digital',
          service_state: 'in_service',
          status: 'available',
          booked_until: null,
        },
      ],
    };
    expect(fromBayBuoys(answer)[0]).toMatchObject({
      key: 'bay-1/A10',
      id: 'b1',
      baySlug: 'lopud',
      timeZone: 'Europe/Zagreb',
      status: 'available',
      limits: { max_loa_cm: 1500, hull_kinds: ['mono'] },
    });
  });

  it('when buoys are listed, then labels sort as numbers', () => {
    expect([buoy('10'), buoy('2'), buoy('1')].sort(byLabel).map((b) => b.label)).toEqual(['1', '2', '10']);
  });
});
