// Sends parked events on their way again, once their cause is fixed (services/kit/README.md):
//   make redrive TOPIC=<topic>.dlq          dead letters back to their topic   (KAFKA_BROKERS, KAFKA_SECURITY…)
//   make unpark DATABASE_URL=postgres://…   parked outbox rows back to the relay (EVENT_IDS, DATABASE_TLS optional)
import { commaList } from '../src/config/common-env';
import { databaseEnv, databaseTlsOf } from '../src/config/database-env';
import { kafkaSecurityEnv, kafkaSecurityOf } from '../src/config/kafka-security-env';
import { loadConfig } from '../src/config/load-config';
import { createDatabase } from '../src/db/database';
import type { KitTables } from '../src/db/kit.tables';
import { createKafka } from '../src/events/kafka';
import { unparkOutbox } from '../src/events/outbox-rows';
import { redriveDeadLetters } from '../src/events/redrive';
import { createLogger } from '../src/logging/logger';

const logger = createLogger({ service: 'redrive', level: 'info' });

async function redriveTopic(deadLetterTopic: string) {
  if (!deadLetterTopic.endsWith('.dlq'))
    throw new Error(`"${deadLetterTopic}" is not a dead-letter topic (<topic>.dlq)`);
  const config = loadConfig(kafkaSecurityEnv.extend({ KAFKA_BROKERS: commaList }));
  const kafka = createKafka({
    clientId: 'redrive',
    brokers: config.KAFKA_BROKERS,
    logger,
    security: kafkaSecurityOf(config),
  });
  const redriven = await redriveDeadLetters({ kafka, deadLetterTopic, logger });
  console.log(`${redriven} dead letter(s) sent back from ${deadLetterTopic}`);
}

async function unpark() {
  const config = loadConfig(databaseEnv.extend({ EVENT_IDS: commaList.optional() }));
  const db = createDatabase<KitTables>({
    url: config.DATABASE_URL,
    tls: databaseTlsOf(config),
    applicationName: 'redrive',
  });
  try {
    console.log(`${await unparkOutbox(db, config.EVENT_IDS)} parked outbox row(s) back in line`);
  } finally {
    await db.destroy();
  }
}

const [command, argument] = process.argv.slice(2);
const run =
  command === 'topic' && argument ? redriveTopic(argument) : command === 'outbox' ? unpark() : undefined;
if (!run) {
  console.error('usage: redrive.ts topic <topic>.dlq | redrive.ts outbox');
  process.exit(2);
}
run.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
