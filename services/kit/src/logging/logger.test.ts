import { describe, expect, it } from '@jest/globals';
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { Writable } from 'node:stream';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('when a span is active, then each line carries its trace_id and span_id', () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    const tracer = new BasicTracerProvider().getTracer('test');
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ service: 'test', level: 'info' }, sink);

    tracer.startActiveSpan('work', (span) => {
      logger.info('inside');
      span.end();
    });
    logger.info('outside');

    const [inside, outside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(inside?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(inside?.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(outside?.trace_id).toBeUndefined();
    context.disable();
  });
});
