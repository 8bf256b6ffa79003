import { createServer, type Server } from 'nice-grpc';
import { HealthDefinition, HealthServiceImpl, HealthState } from 'nice-grpc-server-health';
import { Registry } from 'prom-client';
import type { Logger } from '../logging/logger';
import { serverCallLogMiddleware } from './call-log-middleware';
import { callingServiceInterceptor } from './calling-service';
import { serverErrorMiddleware } from './error-middleware';
import { grpcServerCredentials, plaintextGrpc, type GrpcTls } from './grpc-tls';
import { serverMetricsMiddleware } from './metrics-middleware';
import { serverTraceMiddleware } from './trace-middleware';

export interface GrpcServer {
  server: Server;
  /** The standard grpc.health.v1 state: SERVING once started, NOT_SERVING while draining. */
  health: HealthState;
  listen(port: number, host?: string): Promise<number>;
  shutdown(): Promise<void>;
}

// A connection lives at most five minutes (then a minute to finish its calls): clients connect
// again and resolve the service's name anew, which is how they find pods added since.
const connectionLifetime = {
  'grpc.max_connection_age_ms': 5 * 60_000,
  'grpc.max_connection_age_grace_ms': 60_000,
};

/**
 * A nice-grpc server with tracing, RED metrics (into `metrics`, the process's /metrics registry),
 * a log line per call, error mapping and the standard health service; with `tls` mutual, only
 * clients with a certificate from the platform's CA get through the handshake.
 */
export function createGrpcServer(
  logger: Logger,
  metrics: Registry = new Registry(),
  tls: GrpcTls = plaintextGrpc,
): GrpcServer {
  const server = createServer({ ...connectionLifetime, interceptors: [callingServiceInterceptor] })
    .use(serverTraceMiddleware)
    .use(serverMetricsMiddleware(metrics))
    .use(serverCallLogMiddleware(logger))
    .use(serverErrorMiddleware(logger));
  const health = HealthState();
  server.add(HealthDefinition, HealthServiceImpl(health));
  return {
    server,
    health,
    async listen(port, host = '127.0.0.1') {
      const bound = await server.listen(`${host}:${port}`, grpcServerCredentials(tls));
      health.setStatus('healthy');
      logger.info({ port: bound, tls: tls.mode }, 'gRPC server listening');
      return bound;
    },
    async shutdown() {
      health.setStatus('unhealthy');
      await server.shutdown();
    },
  };
}
