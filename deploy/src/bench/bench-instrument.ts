import { startTelemetry } from '@moorline/kit/telemetry';

// Imported first by bench-servers.child.ts: a service's side starts OpenTelemetry before Fastify,
// http and gRPC load, as each service's instrument.ts does; the bare baseline and the quiet
// variant of the kit's app run without it.
if (process.argv[2] === 'kit-http' || process.argv[2] === 'grpc') startTelemetry('bench');
