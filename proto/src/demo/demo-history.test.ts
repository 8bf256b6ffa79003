import { describe, expect, it } from '@jest/globals';
import { demoHistory, type DemoHistoryBay } from './demo-history';

const bay: DemoHistoryBay = {
  bayId: '7d7c9a52-4b0e-4c55-9d44-0d3c1f1b2a10',
  baySlug: 'polace',
  bayName: 'Polače',
  timeZone: 'Europe/Zagreb',
  currency: 'EUR',
  vatRateBasisPoints: 1300,
  nightCheckIn: '14:00',
  nightCheckOut: '12:00',
  nightMinor: 9000,
  day: { checkIn: '08:00', checkOut: '20:00', fullDayMinor: 6000 },
  mooringAssistanceMinor: 2000,
  trashCollectionMinor: 500,
  buoys: Array.from({ length: 12 }, (_, index) => ({
    buoyId: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    label: `A${index + 1}`,
  })),
};

describe('demo history', () => {
  const stays = demoHistory(bay, '2026-11-25');

  it('when made twice for the same bay and date, then the same stays with the same ids', () => {
    expect(demoHistory(bay, '2026-11-25')).toEqual(stays);
    expect(new Set(stays.map((stay) => stay.bookingId)).size).toBe(stays.length);
  });

  it('when a buoy has several stays, then none overlaps another', () => {
    for (const buoy of bay.buoys) {
      const own = stays.filter((stay) => stay.buoyId === buoy.buoyId);
      for (const [index, stay] of own.entries()) {
        const next = own[index + 1];
        if (next) expect(next.periodStart.getTime()).toBeGreaterThanOrEqual(stay.periodEnd.getTime());
      }
    }
  });

  it('when priced, then the total is the sum of the lines and the VAT is the part the total contains', () => {
    for (const stay of stays) {
      expect(stay.totalMinor).toBe(stay.lines.reduce((sum, line) => sum + line.amountMinor, 0));
      expect(stay.vatMinor).toBe(Math.round((stay.totalMinor * 1300) / 11_300));
    }
  });

  it('when 90 days are asked for, then stays span them, both kinds appear, and tonight has some', () => {
    expect(stays.length).toBeGreaterThan(12 * 90 * 0.25);
    expect(stays.some((stay) => stay.stayKind === 'day')).toBe(true);
    expect(stays.some((stay) => stay.fromDate === '2026-11-25')).toBe(true);
    expect(stays.every((stay) => stay.fromDate >= '2026-08-27' && stay.fromDate <= '2026-11-25')).toBe(true);
  });

  it('when a bay offers no day stays, then every stay is a night', () => {
    const nightsOnly = demoHistory({ ...bay, day: undefined }, '2026-11-25');
    expect(nightsOnly.every((stay) => stay.stayKind === 'night')).toBe(true);
  });
});
