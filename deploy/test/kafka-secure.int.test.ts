import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { topics } from '@moorline/contracts';
import { createKafka, createKafkaPublisher, createLogger, type KafkaSecurity } from '@moorline/kit';
import { Kafka, logLevel } from 'kafkajs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/free-port';
import { startEmbeddedKafka, type KafkaServer } from '../src/kafka';
import { kafkaSecurityOfUser, type KafkaUser } from '../src/kafka-secure';
import { KAFKA_CACHE_DIR } from '../src/testing/own-kafka';

// Issue 32 item 1 on a real broker: `SECURE=1`'s embedded Kafka takes TLS with SCRAM users only,
// and its ACLs let each service write only its own topics and read only those it consumes.

const NAMESPACE = 'secure-test.';
const silentLogger = createLogger({ service: 'secure-kafka-test', level: 'silent', pretty: false });
let dir: string;
let broker: KafkaServer;

const as = (user: KafkaUser, security?: KafkaSecurity) =>
  createKafka({
    clientId: `secure-test-${user}`,
    brokers: broker.brokers,
    logger: silentLogger,
    security: security ?? kafkaSecurityOfUser(credentials(), user),
  });
const credentials = () => {
  if (!broker.credentials) throw new Error('the broker was started without secure mode');
  return broker.credentials;
};
const event = (value: string) => ({ key: 'buoy-1', value: Buffer.from(value), headers: {} });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'moorline-secure-kafka-'));
  const port = await freePort();
  let controllerPort = await freePort();
  while (controllerPort === port) controllerPort = await freePort();
  broker = await startEmbeddedKafka({
    dataDir: join(dir, 'kafka'),
    cacheDir: KAFKA_CACHE_DIR,
    port,
    controllerPort,
    secure: { keysDir: join(dir, 'keys'), namespace: NAMESPACE, topicPartitions: 1 },
  });
}, 240_000);

afterAll(async () => {
  await broker?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded broker in secure mode', () => {
  it('when booking publishes on its own topic, then payment, which consumes it, reads the event', async () => {
    const publisher = await createKafkaPublisher(as('booking'));
    await publisher.publish([{ topic: `${NAMESPACE}${topics.booking}`, ...event('held') }]);
    await publisher.close();

    const consumer = as('payment').consumer({
      groupId: `${NAMESPACE}payment.secure-test`,
      maxWaitTimeInMs: 200,
    });
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: [`${NAMESPACE}${topics.booking}`], fromBeginning: true });
      const first = new Promise<string>((resolve) => {
        void consumer.run({ eachMessage: async ({ message }) => resolve(message.value?.toString() ?? '') });
      });
      await expect(first).resolves.toBe('held');
    } finally {
      await consumer.disconnect();
    }
  });

  it('when booking publishes on payment’s topic, then the broker refuses it, while payment may', async () => {
    const intruder = await createKafkaPublisher(as('booking'));
    await expect(
      intruder.publish([{ topic: `${NAMESPACE}${topics.payment}`, ...event('forged') }]),
    ).rejects.toThrow(/authoriz/i);
    await intruder.close();
    // The twin: the topic is there and takes the same event from a principal allowed to write it.
    const owner = await createKafkaPublisher(as('payment'));
    await expect(
      owner.publish([{ topic: `${NAMESPACE}${topics.payment}`, ...event('captured') }]),
    ).resolves.toBeUndefined();
    await owner.close();
  });

  it('when payment reads auth’s topic, which it does not consume, then the broker refuses it', async () => {
    const consumer = as('payment').consumer({ groupId: `${NAMESPACE}payment.snoop`, maxWaitTimeInMs: 200 });
    await consumer.connect();
    try {
      await expect(
        consumer.subscribe({ topics: [`${NAMESPACE}${topics.auth}`], fromBeginning: true }),
      ).rejects.toThrow(/authoriz/i);
    } finally {
      await consumer.disconnect();
    }
  });

  it('when a client comes without TLS, or with a wrong password, then it is not let in', async () => {
    const plaintext = new Kafka({
      clientId: 'secure-test-plaintext',
      brokers: broker.brokers,
      logLevel: logLevel.NOTHING,
      connectionTimeout: 3_000,
      retry: { retries: 0 },
    }).admin();
    await expect(plaintext.connect().then(() => plaintext.listTopics())).rejects.toThrow();
    await plaintext.disconnect();

    const right = kafkaSecurityOfUser(credentials(), 'booking');
    const wrong = as('booking', { ...right, password: `${right.password}x` }).admin();
    await expect(wrong.connect()).rejects.toThrow(/SASL SCRAM SHA512 authentication failed/);
  });
});
