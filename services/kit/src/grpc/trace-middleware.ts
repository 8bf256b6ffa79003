import { context, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import {
  Metadata,
  type CallContext,
  type CallOptions,
  type ClientMiddlewareCall,
  type ServerMiddlewareCall,
} from 'nice-grpc-common';
import { extractTraceContext, injectTraceContext } from '../telemetry/trace-context';

const tracer = trace.getTracer('moorline-kit-grpc');

/**
 * Runs a unary call's next step inside `ctx`. An async generator resumes in its caller's
 * context, so the step is driven from inside context.with instead of delegated with yield*.
 */
async function runUnaryIn<Response>(ctx: Context, step: () => AsyncGenerator<never, Response, undefined>) {
  return context.with(ctx, async () => {
    const result = await step().next();
    return result.value as Response;
  });
}

export async function* clientTraceMiddleware<Request, Response>(
  call: ClientMiddlewareCall<Request, Response>,
  options: CallOptions,
) {
  const span = tracer.startSpan(call.method.path, {
    kind: SpanKind.CLIENT,
    attributes: { 'rpc.system': 'grpc', 'rpc.method': call.method.path },
  });
  const spanContext = trace.setSpan(context.active(), span);
  const metadata = Metadata(options.metadata);
  context.with(spanContext, () => injectTraceContext((key, value) => metadata.set(key, value)));
  try {
    return yield* call.next(call.request, { ...options, metadata });
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

export async function* serverTraceMiddleware<Request, Response>(
  call: ServerMiddlewareCall<Request, Response>,
  callContext: CallContext,
) {
  const parent = extractTraceContext((key) => {
    const value = callContext.metadata.get(key);
    return typeof value === 'string' ? value : undefined;
  });
  const span = tracer.startSpan(
    call.method.path,
    { kind: SpanKind.SERVER, attributes: { 'rpc.system': 'grpc', 'rpc.method': call.method.path } },
    parent,
  );
  const spanContext = trace.setSpan(parent, span);
  try {
    if (call.requestStream || call.responseStream) return yield* call.next(call.request, callContext);
    const request = call.request;
    return await runUnaryIn(spanContext, () => call.next(request, callContext));
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}
