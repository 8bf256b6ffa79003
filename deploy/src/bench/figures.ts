import { AppError } from '@moorline/kit';
import type { Samples } from './open-loop';

/** The value at quantile `q` (0–1) of the samples, nearest rank. */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) throw new CannotMeasure('no samples to measure');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const ms = (value: number): string =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms` : 'failed';

const describe = (error: unknown) =>
  error instanceof AppError
    ? `${error.code}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);

/** "p50 1.20 ms   p99 4.0 ms", and how many failed with what when some did. */
export function percentiles(samples: Samples): string {
  const line = `p50 ${ms(quantile(samples.latencies, 0.5)).padStart(8)}   p99 ${ms(quantile(samples.latencies, 0.99)).padStart(8)}`;
  const [first] = samples.errors;
  if (first === undefined) return `${line}   (${samples.latencies.length} answered)`;
  return `${line}   (${samples.errors.length} of ${samples.latencies.length} failed, e.g. ${describe(first)})`;
}

/** Thrown when a run cannot produce a figure; the script then exits non-zero. */
export class CannotMeasure extends Error {}

/** A send the load explains: the platform answered 5xx (a deadline passed) instead of the answer. */
export class GaveUpUnderLoad extends Error {}

/**
 * The warm-up proves the setup: some sends answered, and every failure is one the load explains
 * (a 4xx or a refused free buoy means the benchmark asks wrongly, and its figures would lie).
 */
export function assertSetupSound(what: string, samples: Samples): void {
  const wrong = samples.errors.find((error) => !(error instanceof GaveUpUnderLoad));
  if (wrong !== undefined) throw new CannotMeasure(`${what}: a send failed with ${describe(wrong)}`);
  if (samples.errors.length === samples.latencies.length)
    throw new CannotMeasure(`${what}: every warm-up send failed, e.g. ${describe(samples.errors[0])}`);
}
