import { describe, expect, it } from '@jest/globals';
import { applyStatusEvent, type LiveChanges } from './live-status';
import { buoysToDraw, byLabel, fromBayBuoys, type MapBuoy } from './map-buoys';
import type { BayBuoysAnswer } from './map-types';

const buoy = (label: string, overrides: Partial<MapBuoy> = {}): MapBuoy => ({
  key: `bay-1/${label}`,
  bayId: 'bay-1',
  baySlug: 'lopud',
  label,
  lat: 42.68,
  lon: 17.94,
  management: 'digital',
  service_state: 'in_service',
  status: 'available',
  booked_until: null,
  ...overrides,
});

const none: LiveChanges = new Map();

describe('buoys on the map', () => {
  it('when the selected bay was fetched too, then its answer replaces the viewport part', () => {
    const viewport = { fetchedAt: 1, buoys: [buoy('1'), buoy('2')] };
    const selected = { fetchedAt: 2, buoys: [buoy('2', { status: 'booked' })] };
    expect(buoysToDraw(viewport, selected, none).map((b) => [b.label, b.status])).toEqual([
      ['1', 'available'],
      ['2', 'booked'],
    ]);
  });

  it('when a live change came after an answer, then it shows on that answer only', () => {
    const changes = applyStatusEvent(
      none,
      {
        bay_id: 'bay-1',
        buoy_id: 'b1',
        buoy_label: '1',
        status: 'booked',
        booked_until: '2026-11-24T11:00:00.000Z',
        changed_at: '2026-11-22T10:00:00.000Z',
      },
      5,
    );
    expect(buoysToDraw({ fetchedAt: 1, buoys: [buoy('1')] }, null, changes)[0]?.status).toBe('booked');
    expect(buoysToDraw({ fetchedAt: 9, buoys: [buoy('1')] }, null, changes)[0]?.status).toBe('available');
  });

  it('when a bay answer is read, then each buoy is keyed by its bay and label', () => {
    const answer: BayBuoysAnswer = {
      bay_id: 'bay-1',
      bay_slug: 'lopud',
      pin: 'blue',
      pin_state: 'bookable',
      live_status: true,
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
      baySlug: 'lopud',
      status: 'available',
    });
  });

  it('when buoys are listed, then labels sort as numbers', () => {
    expect([buoy('10'), buoy('2'), buoy('1')].sort(byLabel).map((b) => b.label)).toEqual(['1', '2', '10']);
  });
});
