import { describe, expect, it } from '@jest/globals';
import { occupancyChanges, type BookingPlacement } from './occupancy-changes';

const night: BookingPlacement = {
  state: 'held',
  buoyId: 'buoy-a',
  periodStart: new Date('2026-07-01T12:00:00Z'),
  periodEnd: new Date('2026-07-02T08:00:00Z'),
};
const taken = { buoyId: 'buoy-a', periodStart: night.periodStart, periodEnd: night.periodEnd };

describe('occupancyChanges', () => {
  it('when a booking is first held, then it takes its period', () => {
    expect(occupancyChanges(undefined, night)).toEqual([{ ...taken, occupied: true }]);
  });

  it('when a hold is confirmed for the same buoy and period, then nothing changes', () => {
    expect(occupancyChanges(night, { ...night, state: 'confirmed' })).toEqual([]);
  });

  it('when a hold expires or fails, then its period is free again', () => {
    for (const state of ['expired', 'failed'] as const)
      expect(occupancyChanges(night, { ...night, state })).toEqual([{ ...taken, occupied: false }]);
  });

  it('when a booking first seen as expired or failed, then nothing was ever taken', () => {
    expect(occupancyChanges(undefined, { ...night, state: 'expired' })).toEqual([]);
    expect(occupancyChanges({ ...night, state: 'failed' }, { ...night, state: 'expired' })).toEqual([]);
  });

  it('when a booking moves to another buoy or period, then the old one is freed and the new one taken', () => {
    const moved = { ...night, state: 'confirmed' as const, buoyId: 'buoy-b' };
    expect(occupancyChanges(night, moved)).toEqual([
      { ...taken, occupied: false },
      { ...taken, buoyId: 'buoy-b', occupied: true },
    ]);
    const longer = { ...night, periodEnd: new Date('2026-07-03T08:00:00Z') };
    expect(occupancyChanges(night, longer)).toEqual([
      { ...taken, occupied: false },
      { ...taken, periodEnd: longer.periodEnd, occupied: true },
    ]);
  });

  it('when a stay keeping the next night is confirmed, then it takes that night too, and frees both when cancelled', () => {
    const keptNight = { start: new Date('2026-07-02T12:00:00Z'), end: new Date('2026-07-03T08:00:00Z') };
    const kept = { buoyId: 'buoy-a', periodStart: keptNight.start, periodEnd: keptNight.end };
    const held = { ...night, keptNight };
    const confirmed = { ...held, state: 'confirmed' as const };
    expect(occupancyChanges(undefined, held)).toEqual([{ ...taken, occupied: true }]);
    expect(occupancyChanges(held, confirmed)).toEqual([{ ...kept, occupied: true }]);
    expect(occupancyChanges(confirmed, { ...confirmed, state: 'cancelled' })).toEqual([
      { ...taken, occupied: false },
      { ...kept, occupied: false },
    ]);
  });
});
