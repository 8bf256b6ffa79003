import { judgeRefresh } from './refresh-rules';

const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-12-22T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('judgeRefresh', () => {
  it('when the token is unknown, then it is refused', () => {
    expect(judgeRefresh(undefined, now, 20)).toBe('refuse');
  });

  it('when the token is fresh, then it is rotated', () => {
    expect(judgeRefresh({ spent_at: null, expires_at: later, revoked_at: null }, now, 20)).toBe('rotate');
  });

  it('when the family is revoked or expired, then it is refused', () => {
    expect(judgeRefresh({ spent_at: null, expires_at: later, revoked_at: secondsAgo(5) }, now, 20)).toBe(
      'refuse',
    );
    expect(judgeRefresh({ spent_at: null, expires_at: now, revoked_at: null }, now, 20)).toBe('refuse');
  });

  it('when a spent token comes back within the grace window, then it is rotated again', () => {
    expect(judgeRefresh({ spent_at: secondsAgo(20), expires_at: later, revoked_at: null }, now, 20)).toBe(
      'rotate',
    );
  });

  it('when a spent token comes back after the grace window, then it is reuse', () => {
    expect(judgeRefresh({ spent_at: secondsAgo(21), expires_at: later, revoked_at: null }, now, 20)).toBe(
      'reuse',
    );
  });
});
