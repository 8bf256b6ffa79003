import { limitReached } from '../rate-limits/rate-limiter';
import { hashPassword, passwordMatches } from './password-hashing';

/**
 * How much password hashing one auth process does at once (issue 31 item 3). argon2id takes
 * about a core for tens of milliseconds per check; unbounded, a flood of sign-ins from many
 * addresses would take every core from every other request on the machine.
 */
export interface PasswordCheckBounds {
  /** Checks running at once; each runs on a thread of its own. */
  atOnce: number;
  /** Checks waiting for one of those; past it the caller is told to come back (`busy`). */
  queued: number;
}

/** The password work of sign-in, sign-up, password change and reset, within the bounds. */
export interface PasswordChecks {
  hash(password: string): Promise<string>;
  matches(passwordHash: string, password: string): Promise<boolean>;
  /** The time of one check where there is no account, so timing does not tell emails apart. */
  spendCheckTime(password: string): Promise<void>;
}

/** A waiting check is answered within a few checks' time; a second is plenty to come back after. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** Runs at most `atOnce` pieces of work, queues `queued` more, and refuses the rest as busy. */
export function boundedRunner({ atOnce, queued }: PasswordCheckBounds) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<Result>(work: () => Promise<Result>): Promise<Result> {
    if (running < atOnce) running += 1;
    else if (waiting.length < queued) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw limitReached('busy', BUSY_RETRY_AFTER_SECONDS);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so nobody can overtake the queue.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export function createPasswordChecks(bounds: PasswordCheckBounds): PasswordChecks {
  const run = boundedRunner(bounds);
  let timingHash: Promise<string> | undefined;
  const matches = (passwordHash: string, password: string) =>
    run(() => passwordMatches(passwordHash, password));
  return {
    hash: (password) => run(() => hashPassword(password)),
    matches,
    async spendCheckTime(password) {
      timingHash ??= hashPassword('moorline timing equaliser');
      await matches(await timingHash, password);
    },
  };
}
