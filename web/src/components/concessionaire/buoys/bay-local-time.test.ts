import { describe, expect, it } from '@jest/globals';
import { bayLocalDateTime, instantAtBay } from './bay-local-time';

describe('bay local time', () => {
  it('when a summer time is typed at a bay in Zagreb, then it is two hours ahead of UTC', () => {
    expect(instantAtBay('2026-07-01T14:00', 'Europe/Zagreb')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(instantAtBay('2026-01-10T09:30', 'Europe/Zagreb')?.toISOString()).toBe('2026-01-10T08:30:00.000Z');
  });

  it('when the day daylight saving ends is typed, then the offset of that moment counts', () => {
    // 25 October 2026: clocks go back from 03:00 to 02:00 in Europe.
    expect(instantAtBay('2026-10-25T12:00', 'Europe/Rome')?.toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(instantAtBay('2026-10-24T12:00', 'Europe/Rome')?.toISOString()).toBe('2026-10-24T10:00:00.000Z');
  });

  it('when an instant is shown at the bay, then it reads as the bay’s wall clock and goes back to the same instant', () => {
    const instant = new Date('2026-07-01T22:15:00Z');
    expect(bayLocalDateTime(instant, 'Europe/Ljubljana')).toBe('2026-07-02T00:15');
    expect(instantAtBay(bayLocalDateTime(instant, 'Europe/Ljubljana'), 'Europe/Ljubljana')).toEqual(instant);
  });

  it('when the text is not a date and time, then there is no instant', () => {
    expect(instantAtBay('', 'Europe/Zagreb')).toBeNull();
    expect(instantAtBay('2026-07-01', 'Europe/Zagreb')).toBeNull();
  });
});
