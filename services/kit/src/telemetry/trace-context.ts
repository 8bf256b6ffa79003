import { context, propagation, type Context } from '@opentelemetry/api';

/** The W3C traceparent of the active context, or undefined when nothing is being traced. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** Writes the active trace context into a carrier (gRPC metadata, Kafka headers). */
export function injectTraceContext(set: (key: string, value: string) => void): void {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  for (const [key, value] of Object.entries(carrier)) set(key, value);
}

/** Builds a context from a carrier's traceparent/tracestate, parented on the active one. */
export function extractTraceContext(get: (key: string) => string | undefined): Context {
  const carrier: Record<string, string> = {};
  for (const key of propagation.fields()) {
    const value = get(key);
    if (value !== undefined) carrier[key] = value;
  }
  return propagation.extract(context.active(), carrier);
}
