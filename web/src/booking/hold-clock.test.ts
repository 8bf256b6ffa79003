import { describe, expect, it } from '@jest/globals';
import { countdownText, holdDeadline, secondsLeft } from './hold-clock';

// The server's clock runs 10 minutes ahead of the browser's in every case here.
const hold = { created_at: '2027-03-28T10:10:00.000Z', hold_expires_at: '2027-03-28T10:13:00.000Z' };
const browserNow = Date.parse('2027-03-28T10:00:00.500Z');

describe('the hold countdown', () => {
  it('when a hold has just been made, then it runs its full 3 minutes on the browser clock, whatever the skew', () => {
    const deadline = holdDeadline(hold, browserNow, true);
    expect(secondsLeft(deadline, browserNow)).toBe(180);
    expect(secondsLeft(deadline, browserNow + 179_001)).toBe(1);
    expect(secondsLeft(deadline, browserNow + 180_000)).toBe(0);
  });

  it('when a hold is reopened later, then it never shows more than a fresh hold would', () => {
    // The browser's clock is behind: read naively, 13 minutes would be left.
    expect(secondsLeft(holdDeadline(hold, browserNow, false), browserNow)).toBe(180);
  });

  it('when a hold is reopened after its expiry by the browser clock, then it shows lapsed', () => {
    const late = Date.parse('2027-03-28T10:20:00Z');
    expect(secondsLeft(holdDeadline(hold, late, false), late)).toBe(0);
  });

  it('when a booking carries no expiry, then there is no time left', () => {
    const done = { ...hold, hold_expires_at: null };
    expect(secondsLeft(holdDeadline(done, browserNow, true), browserNow)).toBe(0);
  });

  it('when seconds are shown, then they read as m:ss', () => {
    expect([180, 61, 9, 0].map(countdownText)).toEqual(['3:00', '1:01', '0:09', '0:00']);
  });
});
