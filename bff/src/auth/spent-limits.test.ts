import { describe, expect, it, jest } from '@jest/globals';
import { authV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { createSpentLimits, retryAfterOf, type SpentLimits } from './spent-limits';

const refusal = (scope: string, retryAfterSeconds: number) =>
  new AppError(
    'too_many_requests',
    undefined,
    authV1.LimitReached.encode({ scope, retryAfterSeconds }).finish(),
  );

const attacker = { address: '203.0.113.7', email: 'ana@example.com' };
const t0 = 1_800_000_000_000;

/** What refuseIfSpent says: the seconds left, or 'passes'. */
async function outcome(limits: SpentLimits, attempt: typeof attacker, nowMs: number) {
  try {
    await limits.refuseIfSpent(attempt, nowMs);
    return 'passes';
  } catch (error) {
    return retryAfterOf(error);
  }
}

const withoutDelay = (capacity = 10_000) => createSpentLimits({ capacity, answerDelayMs: 0 });

describe('sign-in limits auth reported spent', () => {
  it('when the address limit is spent, then that address is refused with the time left, whatever the email', async () => {
    const limits = withoutDelay();
    limits.remember(attacker, refusal('address', 600), t0);
    expect(await outcome(limits, { ...attacker, email: 'bo@example.com' }, t0 + 100_000)).toBe(500);
    expect(await outcome(limits, { ...attacker, address: '198.51.100.1' }, t0 + 100_000)).toBe('passes');
  });

  it('when the account limit is spent, then that email is refused from any address, however it is written', async () => {
    const limits = withoutDelay();
    limits.remember(attacker, refusal('account', 60), t0);
    expect(await outcome(limits, { address: '198.51.100.1', email: ' ANA@example.com' }, t0 + 1_000)).toBe(
      59,
    );
    expect(await outcome(limits, { ...attacker, email: 'bo@example.com' }, t0 + 1_000)).toBe('passes');
  });

  it('when the time auth gave has passed, then the attempt goes to auth again', async () => {
    const limits = withoutDelay();
    limits.remember(attacker, refusal('address', 60), t0);
    expect(await outcome(limits, attacker, t0 + 59_999)).toBe(1);
    expect(await outcome(limits, attacker, t0 + 60_000)).toBe('passes');
  });

  it('when auth refused for another reason or was only busy, then nothing is remembered', async () => {
    const limits = withoutDelay();
    limits.remember(attacker, new AppError('invalid_credentials'), t0);
    limits.remember(attacker, new AppError('too_many_requests'), t0);
    limits.remember(attacker, refusal('busy', 5), t0);
    limits.remember(attacker, new Error('unavailable'), t0);
    expect(await outcome(limits, attacker, t0)).toBe('passes');
  });

  it('when more limits are spent than it keeps, then the oldest is forgotten first', async () => {
    const limits = withoutDelay(2);
    const at = (address: string) => ({ ...attacker, address });
    limits.remember(at('203.0.113.1'), refusal('address', 60), t0);
    limits.remember(at('203.0.113.2'), refusal('address', 60), t0);
    limits.remember(at('203.0.113.3'), refusal('address', 60), t0);
    expect(await outcome(limits, at('203.0.113.1'), t0)).toBe('passes');
    expect(await outcome(limits, at('203.0.113.2'), t0)).toBe(60);
    expect(await outcome(limits, at('203.0.113.3'), t0)).toBe(60);
  });

  it('when an attempt is refused from memory, then the answer waits the delay first, so a flood cannot go faster', async () => {
    jest.useFakeTimers();
    try {
      const limits = createSpentLimits({ capacity: 10, answerDelayMs: 1_000 });
      limits.remember(attacker, refusal('address', 600), t0);
      let settled = false;
      const answer = outcome(limits, attacker, t0).finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(await answer).toBe(600);
    } finally {
      jest.useRealTimers();
    }
  });
});
