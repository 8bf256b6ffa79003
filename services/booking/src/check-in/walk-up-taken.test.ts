import { describe, expect, it } from '@jest/globals';
import { walkUpTaken } from './walk-up-taken';

const at = (iso: string) => new Date(iso);
const hold = (lapses: string, ends = '2026-12-03T11:00:00Z') => ({
  status: 'held' as const,
  period_end: at(ends),
  hold_expires_at: at(lapses),
});
const paid = { ...hold('2026-12-02T09:33:00Z', '2026-12-04T11:00:00Z'), status: 'confirmed' as const };

describe('what takes a buoy a walk-up cannot have', () => {
  it('when only holds take it, then it is held until the last hold lapses, and the stay ends with the first', () => {
    expect(
      walkUpTaken([hold('2026-12-02T09:33:00Z'), hold('2026-12-02T09:35:00Z', '2026-12-04T11:00:00Z')]),
    ).toEqual({
      state: 'held',
      occupiedUntil: at('2026-12-03T11:00:00Z'),
      holdExpiresAt: at('2026-12-02T09:35:00Z'),
    });
  });

  it('when a paid stay takes it, even beside a hold, then it is occupied until the first one ends', () => {
    expect(walkUpTaken([hold('2026-12-02T09:35:00Z'), paid])).toEqual({
      state: 'occupied',
      occupiedUntil: at('2026-12-03T11:00:00Z'),
    });
    expect(walkUpTaken([paid])).toEqual({ state: 'occupied', occupiedUntil: at('2026-12-04T11:00:00Z') });
  });

  it('when nothing is known to take it, then it is occupied with no end', () => {
    expect(walkUpTaken([])).toEqual({ state: 'occupied', occupiedUntil: undefined });
  });
});
