import { describe, expect, it } from '@jest/globals';
import { bookingFact } from './booking-events.consumer';

const event = {
  bookingId: '0b9e7f52-8f43-4a4b-9c54-3f1f4b1d2a10',
  version: 1,
  bayId: '6a0f3c1e-2d5b-4c8e-a1f7-9b2e4d6c8a01',
  buoyId: 'e3c1b2a4-5d6f-4e8a-9b0c-1d2e3f4a5b6c',
  periodStart: new Date('2026-07-01T12:00:00Z'),
  periodEnd: new Date('2026-07-02T10:00:00Z'),
};

describe('bookingFact', () => {
  it('when a booking event is well formed, then it becomes a fact with its state', () => {
    expect(bookingFact(event, 'held')).toEqual({ ...event, state: 'held' });
  });

  it('when an id, the version or the period is missing or wrong, then the event is refused', () => {
    const malformed = [
      { ...event, buoyId: '' },
      { ...event, bookingId: 'booking-1' },
      { ...event, version: 0 },
      { ...event, periodEnd: undefined },
      { ...event, periodEnd: event.periodStart },
    ];
    for (const bad of malformed) expect(() => bookingFact(bad, 'held')).toThrow(/malformed booking event/);
  });
});
