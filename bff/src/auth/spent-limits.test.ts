import { describe, expect, it } from '@jest/globals';
import { authV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { createSpentLimits, retryAfterOf } from './spent-limits';

const refusal = (scope: string, retryAfterSeconds: number) =>
  new AppError(
    'too_many_requests',
    undefined,
    authV1.LimitReached.encode({ scope, retryAfterSeconds }).finish(),
  );

const attacker = { address: '203.0.113.7', email: 'ana@example.com' };
const t0 = 1_800_000_000_000;

/** What refuseIfSpent says: the seconds left, or 'passes'. */
function outcome(limits: ReturnType<typeof createSpentLimits>, attempt: typeof attacker, nowMs: number) {
  try {
    limits.refuseIfSpent(attempt, nowMs);
    return 'passes';
  } catch (error) {
    return retryAfterOf(error);
  }
}

describe('sign-in limits auth reported spent', () => {
  it('when the address limit is spent, then that address is refused with the time left, whatever the email', () => {
    const limits = createSpentLimits();
    limits.remember(attacker, refusal('address', 600), t0);
    expect(outcome(limits, { ...attacker, email: 'bo@example.com' }, t0 + 100_000)).toBe(500);
    expect(outcome(limits, { ...attacker, address: '198.51.100.1' }, t0 + 100_000)).toBe('passes');
  });

  it('when the account limit is spent, then that email is refused from any address, however it is written', () => {
    const limits = createSpentLimits();
    limits.remember(attacker, refusal('account', 60), t0);
    expect(outcome(limits, { address: '198.51.100.1', email: ' ANA@example.com' }, t0 + 1_000)).toBe(59);
    expect(outcome(limits, { ...attacker, email: 'bo@example.com' }, t0 + 1_000)).toBe('passes');
  });

  it('when the time auth gave has passed, then the attempt goes to auth again', () => {
    const limits = createSpentLimits();
    limits.remember(attacker, refusal('address', 60), t0);
    expect(outcome(limits, attacker, t0 + 59_999)).toBe(1);
    expect(outcome(limits, attacker, t0 + 60_000)).toBe('passes');
  });

  it('when auth refused for another reason or was only busy, then nothing is remembered', () => {
    const limits = createSpentLimits();
    limits.remember(attacker, new AppError('invalid_credentials'), t0);
    limits.remember(attacker, new AppError('too_many_requests'), t0);
    limits.remember(attacker, refusal('busy', 5), t0);
    limits.remember(attacker, new Error('unavailable'), t0);
    expect(outcome(limits, attacker, t0)).toBe('passes');
  });

  it('when more limits are spent than it keeps, then the oldest is forgotten first', () => {
    const limits = createSpentLimits(2);
    const at = (address: string) => ({ ...attacker, address });
    limits.remember(at('203.0.113.1'), refusal('address', 60), t0);
    limits.remember(at('203.0.113.2'), refusal('address', 60), t0);
    limits.remember(at('203.0.113.3'), refusal('address', 60), t0);
    expect(outcome(limits, at('203.0.113.1'), t0)).toBe('passes');
    expect(outcome(limits, at('203.0.113.2'), t0)).toBe(60);
    expect(outcome(limits, at('203.0.113.3'), t0)).toBe(60);
  });
});
