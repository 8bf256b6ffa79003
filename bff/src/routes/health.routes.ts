import { checkGrpcHealth } from '@moorline/kit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serviceNames, type ServiceChannels } from '../service-channels';
import { named, namedEnum } from '../wire/named-schema';

export const ServingStatus = namedEnum(
  'ServingStatus',
  ['SERVING', 'NOT_SERVING', 'UNKNOWN', 'SERVICE_UNKNOWN', 'UNREACHABLE'],
  "A service's state as its standard gRPC health service reports it",
);

export const PlatformHealth = named(
  'PlatformHealth',
  Type.Object(
    {
      status: Type.Unsafe<'ok' | 'degraded'>({ type: 'string', enum: ['ok', 'degraded'] }),
      services: Type.Record(Type.String(), ServingStatus.ref),
    },
    { description: 'Each service as its standard gRPC health service reports it.' },
  ),
);

/** GET /api/healthz: the platform's health, asked of every service over gRPC. */
export function healthRoutes(channels: ServiceChannels): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          summary: 'Health of every service',
          response: { 200: PlatformHealth.ref, 503: PlatformHealth.ref },
        },
      },
      async (_request, reply) => {
        const statuses = await Promise.all(
          serviceNames.map(async (name) => [name, await checkGrpcHealth(channels[name])] as const),
        );
        const healthy = statuses.every(([, status]) => status === 'SERVING');
        return reply
          .status(healthy ? 200 : 503)
          .send({ status: healthy ? 'ok' : 'degraded', services: Object.fromEntries(statuses) });
      },
    );
  };
}
