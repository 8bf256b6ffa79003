import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import type { ServiceConfig } from '../src/config/common-env';
import type { KitTables } from '../src/db/kit.tables';
import { deadLetterTopic } from '../src/events/event-headers';
import type { ServiceDefinition } from '../src/runtime/run-service';
import { testKafka } from './support';

// A consumer group uses at most one replica per partition: a service scaled beyond the
// partition count of its topics leaves replicas idle. The count of the topics a service
// creates is configuration (KAFKA_TOPIC_PARTITIONS), for the owner and for a consumer that
// needs a topic before its owner has made it.

const PARTITIONS = 5;

const definition = (): ServiceDefinition<KitTables> => ({
  name: 'partitions',
  migrations: {},
  ownedTopics: ['partitions.owned.v1'],
  consumers: () => [{ consumerName: 'partitions-reader', topics: ['partitions.read.v1'], handlers: {} }],
});

describe('KAFKA_TOPIC_PARTITIONS', () => {
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startServiceUnderTest<ServiceConfig, KitTables>(definition, {
      KAFKA_TOPIC_PARTITIONS: PARTITIONS,
    });
  });

  afterAll(() => service.stop());

  it('when a service creates the topics it owns and reads, then each has the configured partitions', async () => {
    const admin = testKafka().admin();
    await admin.connect();
    try {
      const topics = ['partitions.owned.v1', 'partitions.read.v1']
        .map((topic) => `${service.kafkaNamespace}${topic}`)
        .flatMap((topic) => [topic, deadLetterTopic(topic)]);
      const { topics: described } = await admin.fetchTopicMetadata({ topics });
      const partitionsByTopic = Object.fromEntries(
        described.map(({ name, partitions }) => [name, partitions.length]),
      );
      expect(partitionsByTopic).toEqual(Object.fromEntries(topics.map((topic) => [topic, PARTITIONS])));
    } finally {
      await admin.disconnect();
    }
  });
});
