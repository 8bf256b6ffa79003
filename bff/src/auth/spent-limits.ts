import { authV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';

/** Who a refused sign-in was: the client's address and the email it tried. */
export interface SignInAttempt {
  address: string;
  email: string;
}

/**
 * The sign-in limits auth has said are spent, until auth said they have room again (issue 31
 * item 3). Auth counts each attempt in its database; a flood from one address or at one account
 * would otherwise cost a BFF request, a gRPC call and a transaction each, and slow everyone. A
 * spent limit only frees with time (refused attempts are not counted), so turning the same caller
 * away here until then answers exactly what auth would. Each replica learns on its own.
 */
export interface SpentLimits {
  /**
   * Rejects with a 429 and the seconds left when a limit this attempt falls under is known spent,
   * after `answerDelayMs`: a flood that sends again as soon as it is answered would otherwise
   * be answered as fast as the BFF can, taking its event loop from everyone else. Waiting costs
   * a timer, not CPU, and a person who is refused does not notice a second.
   */
  refuseIfSpent(attempt: SignInAttempt, nowMs: number): Promise<void>;
  /** Remembers a limit auth reported spent in its refusal; other errors are not limits. */
  remember(attempt: SignInAttempt, error: unknown, nowMs: number): void;
}

const keysOf = (attempt: SignInAttempt) => ({
  address: `address:${attempt.address}`,
  // As auth folds an email before counting it.
  account: `account:${attempt.email.trim().toLowerCase()}`,
});

export interface SpentLimitsOptions {
  /** Entries kept at most; the oldest goes first. */
  capacity: number;
  /** How long a refusal from memory waits before it is sent. */
  answerDelayMs: number;
}

export function createSpentLimits(
  { capacity, answerDelayMs }: SpentLimitsOptions = { capacity: 10_000, answerDelayMs: 1_000 },
): SpentLimits {
  const roomAgainAt = new Map<string, number>();

  function secondsLeft(key: string, nowMs: number): number | undefined {
    const until = roomAgainAt.get(key);
    if (until === undefined) return undefined;
    if (until > nowMs) return Math.ceil((until - nowMs) / 1000);
    roomAgainAt.delete(key);
    return undefined;
  }

  return {
    async refuseIfSpent(attempt, nowMs) {
      const keys = keysOf(attempt);
      for (const scope of ['address', 'account'] as const) {
        const left = secondsLeft(keys[scope], nowMs);
        if (left === undefined) continue;
        await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
        throw spentLimit(scope, left);
      }
    },
    remember(attempt, error, nowMs) {
      if (!(error instanceof AppError) || error.code !== 'too_many_requests' || !error.details) return;
      const reached = authV1.LimitReached.decode(error.details);
      if (reached.scope !== 'address' && reached.scope !== 'account') return;
      // Bounded: an attacker spending many accounts' limits must not grow this without end; the
      // oldest entry goes first (a Map keeps insertion order), and auth still refuses it.
      if (roomAgainAt.size >= capacity) {
        const [oldest] = roomAgainAt.keys();
        if (oldest !== undefined) roomAgainAt.delete(oldest);
      }
      roomAgainAt.set(keysOf(attempt)[reached.scope], nowMs + reached.retryAfterSeconds * 1000);
    },
  };
}

/** The refusal auth gave, with the seconds left in its details for the Retry-After header. */
function spentLimit(scope: string, retryAfterSeconds: number): AppError {
  const details = authV1.LimitReached.encode({ retryAfterSeconds, scope }).finish();
  return new AppError('too_many_requests', undefined, details);
}

/** The seconds a `too_many_requests` from auth says to wait; undefined without details. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof AppError) || error.code !== 'too_many_requests' || !error.details) return undefined;
  return authV1.LimitReached.decode(error.details).retryAfterSeconds;
}
