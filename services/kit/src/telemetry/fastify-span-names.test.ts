import { describe, expect, it } from '@jest/globals';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import type { FastifyRequest } from 'fastify';
import { readableHookSpanName } from './fastify-span-names';

const exporter = new InMemorySpanExporter();
const tracer = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).getTracer(
  't',
);
const request = { routeOptions: { url: '/api/v1/bookings' } } as FastifyRequest;

function nameAfter(hookName: string, handler: string | undefined): string {
  exporter.reset();
  const span = tracer.startSpan(`${hookName} - ${handler}`);
  readableHookSpanName(span, { hookName, request, handler });
  span.end();
  return exporter.getFinishedSpans()[0]?.name ?? '';
}

describe('span names of Fastify hooks', () => {
  const pluginSource =
    'async app=>{app.addHook("onRequest",(0,import_caller.signedInOnly)(verifyAccessToken));}';

  it('when the hook has a name of its own, then the span keeps it', () => {
    expect(nameAfter('onRequest', 'fastifyCookieHandler')).toBe('onRequest - fastifyCookieHandler');
  });

  it('when an anonymous plugin lent its source as the name, then a handler span is named by its route and a hook span anonymous', () => {
    expect(nameAfter('handler', pluginSource)).toBe('handler - /api/v1/bookings');
    expect(nameAfter('onSend', pluginSource)).toBe('onSend - anonymous');
  });
});
