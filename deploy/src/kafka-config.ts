import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { kafkaAdminPrincipal } from './kafka-access';

/** The broker's certificate name, and so its principal on the controller listener. */
export const KAFKA_BROKER_NAME = 'kafka';

export interface KafkaFiles {
  properties: string;
  log4j: string;
  brokerLog: string;
  logDirs: string;
}

/** Secure mode's broker side (issue 32 item 1): its certificate and key, the CA, and the admin's password. */
export interface KafkaBrokerTls {
  /** PEM: the broker's private key, then its certificate. */
  keystoreFile: string;
  caFile: string;
  adminPassword: string;
}

// Writes the broker configuration on every start, so changed ports apply to an existing
// data directory. A single node is broker and controller at once (KRaft, static quorum).
export async function writeKafkaConfig(
  dataDir: string,
  port: number,
  controllerPort: number,
  tls?: KafkaBrokerTls,
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
    ...(tls ? secureListeners(port, controllerPort, tls) : {}),
  };
  const properties = Object.entries(settings).map(([key, value]) => `${key}=${value}`);
  // Secure mode's file holds the admin's password.
  await writeFile(files.properties, `${properties.join('\n')}\n`, { mode: 0o600 });
  await writeFile(files.log4j, log4jConfig(files.brokerLog));
  return files;
}

/**
 * Clients reach the broker only over TLS with a SCRAM-SHA-512 user; the controller listener takes
 * only the broker itself, by its certificate (mutual TLS; its CN is its principal). ACLs decide
 * the rest, and a principal with none may do nothing.
 */
function secureListeners(port: number, controllerPort: number, tls: KafkaBrokerTls): Record<string, string> {
  const scramLogin = 'org.apache.kafka.common.security.scram.ScramLoginModule required';
  return {
    listeners: `SASL_SSL://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    'advertised.listeners': `SASL_SSL://127.0.0.1:${port}`,
    'inter.broker.listener.name': 'SASL_SSL',
    'listener.security.protocol.map': 'SASL_SSL:SASL_SSL,CONTROLLER:SSL',
    'sasl.enabled.mechanisms': 'SCRAM-SHA-512',
    'sasl.mechanism.inter.broker.protocol': 'SCRAM-SHA-512',
    'listener.name.sasl_ssl.scram-sha-512.sasl.jaas.config': `${scramLogin} username="${kafkaAdminPrincipal}" password="${tls.adminPassword}";`,
    'ssl.keystore.type': 'PEM',
    'ssl.keystore.location': tls.keystoreFile,
    'ssl.truststore.type': 'PEM',
    'ssl.truststore.location': tls.caFile,
    'listener.name.controller.ssl.client.auth': 'required',
    'ssl.principal.mapping.rules': 'RULE:^CN=([^,]+)$/$1/,DEFAULT',
    'authorizer.class.name': 'org.apache.kafka.metadata.authorizer.StandardAuthorizer',
    'super.users': `User:${kafkaAdminPrincipal};User:${KAFKA_BROKER_NAME}`,
    'allow.everyone.if.no.acl.found': 'false',
  };
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
