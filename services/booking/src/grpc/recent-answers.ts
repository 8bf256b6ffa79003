/**
 * Keeps each key's answer for `ttlMs` and shares one call among concurrent askers, so a storm of
 * holds for one buoy asks catalog once, not once per boater. A failed call is not kept.
 */
export function recentAnswers<T>(ttlMs: number, now: () => number = Date.now) {
  const kept = new Map<string, { answer: Promise<T>; until: number }>();
  return (key: string, ask: () => Promise<T>): Promise<T> => {
    const at = now();
    const entry = kept.get(key);
    if (entry && entry.until > at) return entry.answer;
    // Entries sit in the order they were kept (a renewed key moves to the end), so the expired
    // ones are at the front: the sweep stops at the first live one instead of reading them all.
    for (const [oldKey, old] of kept) {
      if (old.until > at) break;
      kept.delete(oldKey);
    }
    const answer = ask();
    kept.delete(key);
    kept.set(key, { answer, until: at + ttlMs });
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
    return answer;
  };
}
