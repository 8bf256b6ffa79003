import type { WeatherAnswer, WeatherLocation, WeatherProvider } from './weather';

/** Issue 5 item 6: a bay's weather is fetched at most once per 30 minutes. */
export const weatherCacheMs = 30 * 60_000;
/** A provider that is down is asked again after a minute, not on every page view. */
export const outageCacheMs = 60_000;

export interface CachedWeather {
  /** The weather at a place, keyed by `key` (the bay id); never rejects. */
  weatherAt(key: string, location: WeatherLocation): Promise<WeatherAnswer>;
}

/**
 * Answers from memory, per process. Weather is not business data: a replica that starts cold
 * asks the provider once per bay, and keeping it out of the database spares a write on a read
 * path and a table for something that is stale in half an hour. Concurrent misses for one key
 * share one request. A failure becomes `{ available: false }`, so the bay page still renders.
 */
export function cachedWeather(
  provider: WeatherProvider,
  options: { now: () => Date; onFailure?: (error: unknown) => void },
): CachedWeather {
  const entries = new Map<string, { answer: WeatherAnswer; expiresAt: number }>();
  const pending = new Map<string, Promise<WeatherAnswer>>();

  async function fetchAnswer(key: string, location: WeatherLocation): Promise<WeatherAnswer> {
    let answer: WeatherAnswer;
    try {
      answer = { available: true, report: await provider.forecast(location) };
    } catch (error) {
      options.onFailure?.(error);
      answer = { available: false };
    }
    const ttl = answer.available ? weatherCacheMs : outageCacheMs;
    entries.set(key, { answer, expiresAt: options.now().getTime() + ttl });
    return answer;
  }

  return {
    weatherAt(key, location) {
      const cached = entries.get(key);
      if (cached && options.now().getTime() < cached.expiresAt) return Promise.resolve(cached.answer);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const fetching = fetchAnswer(key, location).finally(() => pending.delete(key));
      pending.set(key, fetching);
      return fetching;
    },
  };
}
