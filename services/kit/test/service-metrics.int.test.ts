import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authV1, topics } from '@moorline/contracts';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import type { ServiceConfig } from '../src/config/common-env';
import type { KitTables } from '../src/db/kit.tables';
import { AppError } from '../src/errors/app-error';
import { createChannel, createGrpcClient } from '../src/grpc/grpc-client';
import type { ServiceDefinition } from '../src/runtime/run-service';
import { authServiceWith, signUpRequest } from './grpc-fixtures';

// What a running service puts on /metrics: RED per RPC and per route, the outbox's backlog, its
// consumers' lag, and the service's own gauges, all on the one page Prometheus scrapes.
let sweeperBacklog = 0;

const definition = (): ServiceDefinition<KitTables> => ({
  name: 'metered',
  migrations: {},
  ownedTopics: [topics.auth],
  registerGrpc(server) {
    server.add(
      authV1.AuthServiceDefinition,
      authServiceWith({
        signUp: async () => ({ userId: 'u-1' }),
        signIn: async () => {
          throw new AppError('invalid_credentials');
        },
        refresh: async () => {
          throw new Error('a bug');
        },
      }),
    );
  },
  consumers: () => [{ consumerName: 'metered.reader', topics: [topics.auth], handlers: {} }],
  gauges: () => [
    { name: 'metered_backlog', help: 'A figure of the service', read: async () => sweeperBacklog },
  ],
});

describe('a service’s /metrics', () => {
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startServiceUnderTest<ServiceConfig, KitTables>(definition, {});
  });

  afterAll(() => service.stop());

  const scrape = async () => (await fetch(`http://127.0.0.1:${service.httpPort}/metrics`)).text();

  it('when RPCs succeed and fail, then calls are counted by method and final status, and unary latency is observed', async () => {
    const client = createGrpcClient(authV1.AuthServiceDefinition, createChannel(service.grpcAddress));
    await client.signUp(signUpRequest('ana@example.com'));
    await expect(client.signIn({ email: 'ana@example.com', password: 'wrong' })).rejects.toThrow();
    await expect(client.refresh({ refreshToken: 'x' })).rejects.toThrow();
    const page = await scrape();
    const handled = (method: string, code: string) =>
      `grpc_server_handled_total{grpc_service="moorline.auth.v1.AuthService",grpc_method="${method}",grpc_type="unary",grpc_code="${code}"} 1`;
    expect(page).toContain(handled('SignUp', 'OK'));
    expect(page).toContain(handled('SignIn', 'UNAUTHENTICATED'));
    expect(page).toContain(handled('Refresh', 'INTERNAL'));
    expect(page).toContain(
      'grpc_server_handling_seconds_count{grpc_service="moorline.auth.v1.AuthService",grpc_method="SignUp"} 1',
    );
  });

  it('when the probes are asked, then HTTP requests are counted per route', async () => {
    await fetch(`http://127.0.0.1:${service.httpPort}/readyz`);
    expect(await scrape()).toMatch(
      /^http_server_requests_total\{method="GET",route="\/readyz",status_code="200"\} [1-9]/m,
    );
  });

  it('when scraped, then the outbox backlog, the consumer group’s lag and the service’s own gauge are there', async () => {
    sweeperBacklog = 7;
    const page = await scrape();
    expect(page).toMatch(/^outbox_unpublished_events 0$/m);
    expect(page).toMatch(/^outbox_oldest_unpublished_age_seconds 0$/m);
    expect(page).toContain(
      `kafka_consumer_lag{consumer_group="${service.kafkaNamespace}metered.reader",topic="${service.kafkaNamespace}${topics.auth}",partition="0"} 0`,
    );
    expect(page).toContain(
      `kafka_dead_letters_waiting{topic="${service.kafkaNamespace}${topics.auth}.dlq"} 0`,
    );
    expect(page).toMatch(/^metered_backlog 7$/m);
  });
});
