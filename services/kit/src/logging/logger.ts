import { isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

export interface LoggerSettings {
  service: string;
  level: LoggerOptions['level'];
  /** Pretty output is for people at a terminal; pipes and files get JSON. */
  pretty?: boolean;
}

/** Adds the active span's ids to every line, so logs join their traces. */
function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  const spanContext = span?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}

export function createLogger(
  { service, level, pretty = process.stdout.isTTY }: LoggerSettings,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    mixin: traceFields,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', 'req.headers.authorization', 'req.headers.cookie'],
      remove: true,
    },
  };
  if (destination) return pino(options, destination);
  return pino(
    pretty ? { ...options, transport: { target: 'pino-pretty', options: { colorize: true } } } : options,
  );
}
