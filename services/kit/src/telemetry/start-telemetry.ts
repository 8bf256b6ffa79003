import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { NoopSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { z } from 'zod';
import { loadConfig } from '../config/load-config';
import { readableHookSpanName } from './fastify-span-names';

const telemetryEnv = z.object({
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /** When unset, spans are still created (for log correlation) but not exported. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).default('false'),
});

/**
 * Starts the OpenTelemetry SDK. Call it before anything else is imported, so the
 * instrumentations can wrap http, fastify and pg as they load.
 *
 * gRPC and Kafka are traced by the kit itself (grpc/trace-middleware.ts, events/trace-headers.ts)
 * rather than by the grpc-js and kafkajs instrumentations: an event's trace context must be the
 * one of the transaction that wrote it to the outbox, not the relay's that later publishes it.
 */
export function startTelemetry(serviceName: string): () => Promise<void> {
  const env = loadConfig(telemetryEnv);
  if (env.OTEL_SDK_DISABLED === 'true') return async () => undefined;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    ...(env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { traceExporter: new OTLPTraceExporter({ url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces` }) }
      : // Without an exporter spans are still made, so logs carry real trace ids.
        { spanProcessors: [new NoopSpanProcessor()] }),
    // Metrics are scraped from /metrics (prom-client) and logs go to stdout as JSON; only
    // traces leave through OTLP, so no metric reader or log processor is set up here.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true, lifecycleHook: readableHookSpanName }),
      new PgInstrumentation(),
      // Log lines get trace_id from our own mixin; this keeps pino untouched otherwise.
      new PinoInstrumentation({ disableLogCorrelation: true }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
