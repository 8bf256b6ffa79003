import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface KafkaFiles {
  properties: string;
  log4j: string;
  brokerLog: string;
  logDirs: string;
}

// Writes the broker configuration on every start, so changed ports apply to an existing
// data directory. A single node is broker and controller at once (KRaft, static quorum).
export async function writeKafkaConfig(
  dataDir: string,
  port: number,
  controllerPort: number,
): Promise<KafkaFiles> {
  const files: KafkaFiles = {
    properties: join(dataDir, 'server.properties'),
    log4j: join(dataDir, 'log4j2.properties'),
    brokerLog: join(dataDir, 'broker.log'),
    logDirs: join(dataDir, 'logs'),
  };
  const settings: Record<string, string | number> = {
    'process.roles': 'broker,controller',
    'node.id': 1,
    'controller.quorum.voters': `1@127.0.0.1:${controllerPort}`,
    listeners: `PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${port}`,
    'controller.listener.names': 'CONTROLLER',
    'inter.broker.listener.name': 'PLAINTEXT',
    'listener.security.protocol.map': 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    'log.dirs': files.logDirs,
    // One node cannot hold more than one replica of the internal topics.
    'offsets.topic.replication.factor': 1,
    'transaction.state.log.replication.factor': 1,
    'transaction.state.log.min.isr': 1,
    // One partition each instead of 50: faster first start, and once the readiness probe's
    // group is served, every group's coordinator is loaded (they all share that partition).
    'offsets.topic.num.partitions': 1,
    'transaction.state.log.num.partitions': 1,
    'group.initial.rebalance.delay.ms': 0,
    // Topics are created on purpose by their owners, never by a typo in a consumer.
    'auto.create.topics.enable': 'false',
    'num.partitions': 1,
  };
  const properties = Object.entries(settings).map(([key, value]) => `${key}=${value}`);
  await writeFile(files.properties, `${properties.join('\n')}\n`);
  await writeFile(files.log4j, log4jConfig(files.brokerLog));
  return files;
}

// Warnings and errors go to a file in the data directory; the broker stays silent otherwise.
function log4jConfig(logFile: string): string {
  return [
    'status=warn',
    'appender.file.type=File',
    'appender.file.name=FILE',
    `appender.file.fileName=${logFile}`,
    'appender.file.layout.type=PatternLayout',
    'appender.file.layout.pattern=[%d] %p %m (%c)%n',
    'rootLogger.level=WARN',
    'rootLogger.appenderRef.file.ref=FILE',
    '',
  ].join('\n');
}
