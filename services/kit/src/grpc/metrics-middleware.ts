import { isAbortError } from 'abort-controller-x';
import { ServerError, Status, type CallContext, type ServerMiddlewareCall } from 'nice-grpc-common';
import { Counter, Histogram, type Registry } from 'prom-client';
import { latencyBuckets, sharedMetric } from '../metrics/shared-metric';

/** `/moorline.booking.v1.BookingService/CreateHold` → service and method labels. */
function methodLabels(path: string) {
  const [, service = '', method = ''] = path.split('/');
  return { grpc_service: service, grpc_method: method };
}

function callType(call: { requestStream: boolean; responseStream: boolean }): string {
  if (call.requestStream) return call.responseStream ? 'bidi_stream' : 'client_stream';
  return call.responseStream ? 'server_stream' : 'unary';
}

/** The status a failed call leaves with; the error middleware inside has made AppErrors ServerErrors. */
function statusOf(error: unknown): Status {
  if (error instanceof ServerError) return error.code;
  if (isAbortError(error)) return Status.CANCELLED;
  return Status.UNKNOWN;
}

/**
 * RED metrics per RPC, named as grpc-ecosystem's Go middleware names them so common dashboards
 * read them: calls by final status code, and the latency of unary calls (a stream lasts as long
 * as its subscriber, which says nothing about latency). It runs outside the error middleware, so
 * it sees the status the caller gets.
 */
export function serverMetricsMiddleware(registry: Registry) {
  const handled = sharedMetric(
    registry,
    'grpc_server_handled_total',
    Counter,
    () =>
      new Counter({
        name: 'grpc_server_handled_total',
        help: 'gRPC calls completed on the server, by service, method, call type and status code',
        labelNames: ['grpc_service', 'grpc_method', 'grpc_type', 'grpc_code'],
        registers: [registry],
      }),
  );
  const duration = sharedMetric(
    registry,
    'grpc_server_handling_seconds',
    Histogram,
    () =>
      new Histogram({
        name: 'grpc_server_handling_seconds',
        help: 'Time the server took to answer a unary gRPC call, by service and method',
        labelNames: ['grpc_service', 'grpc_method'],
        buckets: latencyBuckets,
        registers: [registry],
      }),
  );
  return async function* metricsMiddleware<Request, Response>(
    call: ServerMiddlewareCall<Request, Response>,
    context: CallContext,
  ) {
    const labels = methodLabels(call.method.path);
    const type = callType(call);
    const started = performance.now();
    let code = Status.OK;
    try {
      return yield* call.next(call.request, context);
    } catch (error) {
      code = statusOf(error);
      throw error;
    } finally {
      handled.inc({ ...labels, grpc_type: type, grpc_code: Status[code] });
      if (type === 'unary') duration.observe(labels, (performance.now() - started) / 1000);
    }
  };
}
