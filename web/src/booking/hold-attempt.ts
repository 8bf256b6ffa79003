// One Idempotency-Key per attempt to hold (ARCHITECTURE §4): pressing "Pay and book" again after
// a lost answer re-sends the same key, so the server answers the booking it may already have
// made; a changed boat, stay or extras is a new attempt with a new key, and so is trying again
// after a refusal or a lapsed hold.

export type HoldAttempt = { key: string; body: string };

/** The attempt for `body`: the one in progress when the body is the same, else a new one. */
export function attemptFor(current: HoldAttempt | null, body: unknown, newKey: () => string): HoldAttempt {
  const text = JSON.stringify(body);
  return current !== null && current.body === text ? current : { key: newKey(), body: text };
}
