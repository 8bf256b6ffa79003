import type { Metric, Registry } from 'prom-client';

/**
 * The metric of this name in the registry, made on first use. Several parts of one process
 * report into one family (each event consumer adds its partitions' lag), and prom-client refuses
 * a second registration of a name.
 */
export function sharedMetric<M extends Metric>(
  registry: Registry,
  name: string,
  kind: abstract new (...args: never[]) => M,
  make: () => M,
): M {
  const existing = registry.getSingleMetric(name);
  return existing instanceof kind ? existing : make();
}

/** Latency buckets in seconds, shared by HTTP routes and gRPC methods so their p99s compare. */
export const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
