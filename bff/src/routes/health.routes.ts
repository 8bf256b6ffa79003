import { checkGrpcHealth } from '@moorline/kit';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serviceNames, type ServiceChannels } from '../service-channels';

const ServingStatus = Type.Union([
  Type.Literal('SERVING'),
  Type.Literal('NOT_SERVING'),
  Type.Literal('UNKNOWN'),
  Type.Literal('SERVICE_UNKNOWN'),
  Type.Literal('UNREACHABLE'),
]);

const PlatformHealth = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
    services: Type.Record(Type.String(), ServingStatus),
  },
  { $id: 'PlatformHealth', description: 'Each service as its standard gRPC health service reports it.' },
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
          response: { 200: PlatformHealth, 503: PlatformHealth },
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
