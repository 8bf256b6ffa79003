import { isLocked, lockAfterFailure } from './lockout-rules';

const now = new Date('2026-11-22T10:00:00Z');
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('lockout rules', () => {
  it('when the fourth failure is recorded, then the account stays open', () => {
    expect(lockAfterFailure(4, null, now)).toBeUndefined();
  });

  it('when the fifth failure is recorded, then the account is locked for 15 minutes', () => {
    expect(lockAfterFailure(5, null, now)).toEqual(minutesFromNow(15));
  });

  it('when the account is already locked, then a further failure does not extend the lock', () => {
    expect(lockAfterFailure(9, minutesFromNow(3), now)).toBeUndefined();
  });

  it('when a lock has run out, then the account is no longer locked', () => {
    expect(isLocked(minutesFromNow(1), now)).toBe(true);
    expect(isLocked(now, now)).toBe(false);
    expect(isLocked(null, now)).toBe(false);
  });
});
