export { freePort } from './free-port';
export {
  PrerequisiteError,
  checkKafkaPrerequisites,
  requireJava,
  requireMaven,
  type PrerequisiteOptions,
} from './prerequisites';
export {
  EMBEDDED_POSTGRES_PASSWORD,
  EMBEDDED_POSTGRES_USER,
  startEmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type PostgresServer,
} from './postgres';
export { databaseUrlFor, dropDatabaseAt, ensureDatabaseAt } from './postgres-admin';
export {
  ensureKafkaJars,
  kafkaJarsReady,
  startEmbeddedKafka,
  type EmbeddedKafkaOptions,
  type KafkaServer,
} from './kafka';
