import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authV1, eventsV1, topics } from '@moorline/contracts';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import type { Kafka } from 'kafkajs';
import { startEventConsumer, type EventConsumer } from '../src/events/event-consumer';
import { createKafkaPublisher, ensureTopics } from '../src/events/kafka';
import type { EventPublisher } from '../src/events/event-publisher';
import { outbox } from '../src/events/outbox';
import { startOutboxRelay, type OutboxRelay } from '../src/events/outbox-relay';
import { createChannel, createGrpcClient } from '../src/grpc/grpc-client';
import { createGrpcServer, type GrpcServer } from '../src/grpc/grpc-server';
import { createHttpApp, type HttpApp } from '../src/http/http-app';
import { authServiceWith, signUpRequest } from './grpc-fixtures';
import { kitDatabase, silentLogger, testKafka, uniqueName, waitFor } from './support';

describe('trace context', () => {
  const spans = new InMemorySpanExporter();
  let kafka: Kafka;
  let database: Awaited<ReturnType<typeof kitDatabase>>;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let grpc: GrpcServer;
  let bff: HttpApp;
  let consumer: EventConsumer;
  let namespace: string;
  const consumedTraceIds: string[] = [];

  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
    );

    kafka = testKafka();
    database = await kitDatabase();
    // The registry puts UserRegistered on auth's topic; a namespace keeps this run's copy apart.
    namespace = `${uniqueName('trace')}.`;
    await ensureTopics(kafka, [`${namespace}${topics.auth}`], 1);
    publisher = await createKafkaPublisher(kafka);
    relay = await startOutboxRelay({
      db: database.db,
      databaseUrl: database.url,
      publisher,
      logger: silentLogger,
      topicNamespace: namespace,
    });

    // The auth service: signing up writes UserRegistered to the outbox in its transaction.
    grpc = createGrpcServer(silentLogger);
    grpc.server.add(
      authV1.AuthServiceDefinition,
      authServiceWith({
        async signUp(request) {
          const userId = uniqueName('user');
          const payload = eventsV1.UserRegistered.fromPartial({ userId, email: request.email });
          await database.db
            .transaction()
            .execute((trx) =>
              outbox.add(trx, { type: eventsV1.UserRegistered.$type, aggregateId: userId, payload }),
            );
          return { userId };
        },
      }),
    );
    const grpcPort = await grpc.listen(0, '127.0.0.1');

    // The BFF: an HTTP route that makes one gRPC hop.
    const auth = createGrpcClient(authV1.AuthServiceDefinition, createChannel(`127.0.0.1:${grpcPort}`));
    bff = createHttpApp({ logger: silentLogger, readiness: {} });
    bff.post('/api/v1/auth/signup', async () => auth.signUp(signUpRequest('sailor@example.com')));

    // A consumer in another service reacting to the event.
    consumer = await startEventConsumer({
      kafka,
      db: database.db,
      consumerName: uniqueName('notification'),
      topics: [topics.auth],
      topicNamespace: namespace,
      logger: silentLogger,
      handlers: {
        [eventsV1.UserRegistered.$type]: async () => {
          const active = trace.getActiveSpan();
          if (active) consumedTraceIds.push(active.spanContext().traceId);
        },
      },
    });
  });

  afterAll(async () => {
    await consumer.stop();
    await relay.stop();
    await publisher.close();
    await grpc.shutdown();
    await bff.close();
    await database.drop();
    trace.disable();
    propagation.disable();
    context.disable();
  });

  it('when a request goes BFF → gRPC → outbox → relay → Kafka → consumer, then every hop joins one trace', async () => {
    const tracer = trace.getTracer('test');
    const requestTraceId = await tracer.startActiveSpan('browser request', async (span) => {
      const response = await bff.inject({ method: 'POST', url: '/api/v1/auth/signup' });
      expect(response.statusCode).toBe(200);
      span.end();
      return span.spanContext().traceId;
    });

    await waitFor(() => consumedTraceIds.length === 1);
    expect(consumedTraceIds).toEqual([requestTraceId]);
    // The handler ran inside the consumer's span, which ends only once the handler has returned.
    const consumed = `${namespace}${topics.auth} process`;
    await waitFor(() => spans.getFinishedSpans().some((span) => span.name === consumed));

    const finished = spans.getFinishedSpans();
    const server = finished.find(
      (span) => span.name === '/moorline.auth.v1.AuthService/SignUp' && span.kind === SpanKind.SERVER,
    );
    const client = finished.find(
      (span) => span.name === '/moorline.auth.v1.AuthService/SignUp' && span.kind === SpanKind.CLIENT,
    );
    expect(server?.spanContext().traceId).toBe(requestTraceId);
    expect(server?.parentSpanContext?.spanId).toBe(client?.spanContext().spanId);
    // The relay publishes later, from its own timer, yet its span joins the writer's trace.
    const publish = finished.find((span) => span.name === `${namespace}${topics.auth} publish`);
    expect(publish?.kind).toBe(SpanKind.PRODUCER);
    expect(publish?.parentSpanContext?.spanId).toBe(server?.spanContext().spanId);
    const consumerSpan = finished.find((span) => span.name === consumed);
    expect(consumerSpan?.parentSpanContext?.spanId).toBe(publish?.spanContext().spanId);
  });
});
