import { checkGrpcHealth } from '@moorline/kit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serviceNames, type ServiceChannels } from '../service-channels';
import { named } from '../wire/named-schema';

const ServingStatus = Type.Union([
  Type.Literal('SERVING'),
  Type.Literal('NOT_SERVING'),
  Type.Literal('UNKNOWN'),
  Type.Literal('SERVICE_UNKNOWN'),
  Type.Literal('UNREACHABLE'),
]);

export const PlatformHealth = named(
  'PlatformHealth',
  Type.Object(
    {
      status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
      services: Type.Record(Type.String(), ServingStatus),
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
