import { ensureTopics, kafkaConnectionOptions, type KafkaSecurity } from '@moorline/kit';
import {
  AclOperationTypes,
  AclPermissionTypes,
  AclResourceTypes,
  Kafka,
  logLevel,
  ResourcePatternTypes,
  type AclEntry,
} from 'kafkajs';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  kafkaAdminPrincipal,
  kafkaGrants,
  kafkaPrincipals,
  platformTopics,
  type KafkaGrant,
  type KafkaPrincipal,
} from './kafka-access';
import { KAFKA_BROKER_NAME, type KafkaBrokerTls } from './kafka-config';
import { ensureServerCertificate } from './tls/dev-certificates';

// Secure mode's Kafka credentials (issue 32 item 1), made once under <keysDir>/kafka: the broker's
// certificate from the development CA, and a SCRAM password per principal, each in a file a
// process reads as KAFKA_SASL_PASSWORD_FILE, as a mounted Secret would be.

export type KafkaUser = KafkaPrincipal | typeof kafkaAdminPrincipal;
export const kafkaUsers: KafkaUser[] = [kafkaAdminPrincipal, ...kafkaPrincipals];

export interface KafkaCredentials {
  caFile: string;
  passwordFiles: Record<KafkaUser, string>;
}

export interface KafkaSecuritySetup {
  broker: KafkaBrokerTls;
  credentials: KafkaCredentials;
  /** True when a password was made now: SCRAM users are added when the storage is formatted. */
  newPasswords: boolean;
}

export function ensureKafkaSecurity(keysDir: string): KafkaSecuritySetup {
  const certificate = ensureServerCertificate(
    keysDir,
    KAFKA_BROKER_NAME,
    ['localhost', '127.0.0.1'],
    'server-and-client',
  );
  const dir = join(keysDir, 'kafka');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keystoreFile = join(dir, 'keystore.pem');
  const keystore = readFileSync(certificate.keyFile, 'utf8') + readFileSync(certificate.certFile, 'utf8');
  writeFileSync(keystoreFile, keystore, { mode: 0o600 });
  let newPasswords = false;
  const passwordFiles = Object.fromEntries(
    kafkaUsers.map((user) => {
      const file = join(dir, `${user}.password`);
      if (!existsSync(file)) {
        writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
        newPasswords = true;
      }
      return [user, file];
    }),
  ) as Record<KafkaUser, string>;
  const credentials = { caFile: certificate.caFile, passwordFiles };
  const adminPassword = passwordOf(credentials, kafkaAdminPrincipal);
  return { broker: { keystoreFile, caFile: certificate.caFile, adminPassword }, credentials, newPasswords };
}

export const passwordOf = (credentials: KafkaCredentials, user: KafkaUser): string =>
  readFileSync(credentials.passwordFiles[user], 'utf8').trim();

/** How `user` reaches the broker. */
export function kafkaSecurityOfUser(
  credentials: KafkaCredentials,
  user: KafkaUser,
): Extract<KafkaSecurity, { mode: 'sasl_ssl' }> {
  return {
    mode: 'sasl_ssl',
    caFile: credentials.caFile,
    username: user,
    password: passwordOf(credentials, user),
  };
}

/** The StorageTool arguments that create every user's SCRAM credential when the storage is formatted. */
export function scramUserArguments(credentials: KafkaCredentials): string[] {
  return kafkaUsers.flatMap((user) => [
    '--add-scram',
    `SCRAM-SHA-512=[name=${user},password=${passwordOf(credentials, user)}]`,
  ]);
}

const operations = {
  create: AclOperationTypes.CREATE,
  write: AclOperationTypes.WRITE,
  read: AclOperationTypes.READ,
  delete: AclOperationTypes.DELETE,
} as const;

function aclEntry(grant: KafkaGrant): AclEntry {
  return {
    resourceType: grant.resource === 'topic' ? AclResourceTypes.TOPIC : AclResourceTypes.GROUP,
    resourceName: grant.name,
    resourcePatternType:
      grant.pattern === 'literal' ? ResourcePatternTypes.LITERAL : ResourcePatternTypes.PREFIXED,
    principal: `User:${grant.principal}`,
    host: '*',
    operation: operations[grant.operation],
    permissionType: AclPermissionTypes.ALLOW,
  };
}

/**
 * As the admin: creates every topic of the platform (a service may not create another's, and a
 * consumer can start before the owner), then each principal's ACLs. Both are idempotent, so this
 * runs on every secure start.
 */
export async function applyKafkaAccess(options: {
  brokers: string[];
  admin: KafkaSecurity;
  namespace: string;
  topicPartitions: number;
}): Promise<void> {
  const kafka = new Kafka({
    clientId: 'moorline-setup',
    brokers: options.brokers,
    logLevel: logLevel.NOTHING,
    ...kafkaConnectionOptions(options.admin),
  });
  await ensureTopics(kafka, platformTopics(options.namespace), options.topicPartitions);
  const admin = kafka.admin();
  await admin.connect();
  try {
    const acl = kafkaPrincipals
      .flatMap((principal) => kafkaGrants(principal, options.namespace))
      .map(aclEntry);
    await admin.createAcls({ acl });
  } finally {
    await admin.disconnect();
  }
}
