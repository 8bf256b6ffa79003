import { describe, expect, it } from '@jest/globals';
import { turnoverPartsOf } from './turnover-parts';

describe('an invoice’s turnover parts', () => {
  it('when a night stay has both extras, then each line counts to its own part', () => {
    expect(
      turnoverPartsOf({
        stayKind: 'night',
        totalMinor: 2 * 9000 + 2000 + 500,
        lines: [
          { kind: 'night', quantity: 2, unitMinor: 9000, amountMinor: 18000 },
          { kind: 'mooring_assistance', quantity: 1, unitMinor: 2000, amountMinor: 2000 },
          { kind: 'trash_collection', quantity: 1, unitMinor: 500, amountMinor: 500 },
        ],
      }),
    ).toEqual({
      night_minor: 18000,
      day_minor: 0,
      mooring_assistance_minor: 2000,
      trash_collection_minor: 500,
    });
  });

  it('when a day stay is priced by the hour or the full day, then both count as day', () => {
    const byTheHour = { kind: 'day_hours' as const, quantity: 3, unitMinor: 1000, amountMinor: 3000 };
    const fullDay = { kind: 'day_full' as const, quantity: 1, unitMinor: 5000, amountMinor: 5000 };
    expect(turnoverPartsOf({ stayKind: 'day', totalMinor: 3000, lines: [byTheHour] }).day_minor).toBe(3000);
    expect(turnoverPartsOf({ stayKind: 'day', totalMinor: 5000, lines: [fullDay] }).day_minor).toBe(5000);
  });

  it('when the lines do not add up to the total, then the difference counts to the stay, so the parts always make the total', () => {
    const parts = turnoverPartsOf({
      stayKind: 'day',
      totalMinor: 6000,
      lines: [
        { kind: 'day_full', quantity: 1, unitMinor: 5000, amountMinor: 5000 },
        { kind: 'trash_collection', quantity: 1, unitMinor: 500, amountMinor: 500 },
      ],
    });
    expect(parts).toEqual({
      night_minor: 0,
      day_minor: 5500,
      mooring_assistance_minor: 0,
      trash_collection_minor: 500,
    });
  });
});
