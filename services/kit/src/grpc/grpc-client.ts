import {
  createChannel as createNiceChannel,
  createClientFactory,
  type Channel,
  type Client,
  type CompatServiceDefinition,
} from 'nice-grpc';
import { deadlineMiddleware, type DeadlineOptions } from 'nice-grpc-client-middleware-deadline';
import { HealthDefinition } from 'nice-grpc-server-health';
import { HealthCheckResponse_ServingStatus as ServingStatus } from 'nice-grpc-server-health/lib/proto/grpc/health/v1/health';
import { clientErrorMiddleware } from './error-middleware';
import { grpcChannelCredentials, plaintextGrpc, type GrpcTls } from './grpc-tls';
import { clientTraceMiddleware } from './trace-middleware';

// The middleware used last wraps the others: the trace span covers the whole call, and errors
// are mapped after the deadline middleware has turned a late answer into DEADLINE_EXCEEDED.
const clientFactory = createClientFactory()
  .use(deadlineMiddleware)
  .use(clientErrorMiddleware)
  .use(clientTraceMiddleware);

export type GrpcClient<Service extends CompatServiceDefinition> = Client<Service, DeadlineOptions>;

/**
 * A client whose calls carry the trace context, fail as AppError, and give up after
 * `deadlineMs` unless a call sets its own deadline.
 */
export function createGrpcClient<Service extends CompatServiceDefinition>(
  definition: Service,
  channel: Channel,
  deadlineMs = 5_000,
): GrpcClient<Service> {
  return clientFactory.create(definition, channel, { '*': { deadline: deadlineMs } });
}

// Every call goes to the next ready server the target resolves to, not all to the first one.
// With `dns:///` of a headless Kubernetes Service that is every pod; servers close connections
// after a while (grpc-server.ts), so pods that autoscaling adds are found when clients resolve
// again on reconnecting.
const roundRobin = JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] });

/**
 * A channel to a service: `host:port`, or any gRPC target such as `dns:///catalog-grpc:15052`
 * or `ipv4:10.0.0.1:15052,10.0.0.2:15052`, balanced round robin over what it resolves to. With
 * `tls` mutual it shows this process's certificate and accepts only a server whose certificate
 * comes from the platform's CA and names the target's host.
 */
export function createChannel(address: string, tls: GrpcTls = plaintextGrpc): Channel {
  return createNiceChannel(address, grpcChannelCredentials(tls), { 'grpc.service_config': roundRobin });
}

export type GrpcHealth = 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN' | 'UNKNOWN' | 'UNREACHABLE';

/** Asks a peer's standard grpc.health.v1 service how the whole server is doing. */
export async function checkGrpcHealth(channel: Channel, deadlineMs = 2_000): Promise<GrpcHealth> {
  const client = createGrpcClient(HealthDefinition, channel, deadlineMs);
  try {
    const { status } = await client.check({ service: '' });
    if (status === ServingStatus.SERVING) return 'SERVING';
    if (status === ServingStatus.NOT_SERVING) return 'NOT_SERVING';
    if (status === ServingStatus.SERVICE_UNKNOWN) return 'SERVICE_UNKNOWN';
    return 'UNKNOWN';
  } catch {
    return 'UNREACHABLE';
  }
}
