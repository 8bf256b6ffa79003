export {
  commaList,
  commonEnv,
  port,
  serviceEnv,
  serviceEnvWithPorts,
  type ServiceConfig,
} from './config/common-env';
export { ConfigError, loadConfig } from './config/load-config';
export { databaseEnv, databaseTlsModes, databaseTlsOf } from './config/database-env';
export { grpcTlsEnv, grpcTlsModes, grpcTlsOf } from './config/grpc-tls-env';
export {
  kafkaSecurityEnv,
  kafkaSecurityModes,
  kafkaSecurityOf,
  plaintextKafka,
  type KafkaSecurity,
} from './config/kafka-security-env';
export {
  ephemeralPortProblem,
  linuxDefaultEphemeralRange,
  readEphemeralPortRange,
  type PortRange,
} from './config/ephemeral-port-range';
export { AppError, isAppError } from './errors/app-error';
export { codeForGrpcStatus, errorCatalogue, isErrorCode, type ErrorCode } from './errors/error-catalogue';
export { createLogger, type Logger } from './logging/logger';
export { currentTraceparent, extractTraceContext, injectTraceContext } from './telemetry/trace-context';
export { createDatabase, inTransaction } from './db/database';
export { pgConnection, plaintextDatabase, type DatabaseTls } from './db/database-tls';
export { migrateToLatest, type Migrations } from './db/migrator';
export type { KitTables, OutboxTable, ProcessedEventTable } from './db/kit.tables';
export { deadLetterTopic, eventHeaders, readHeaders } from './events/event-headers';
export type { EventMessage, EventPublisher } from './events/event-publisher';
export {
  createKafka,
  createKafkaPublisher,
  ensureTopics,
  FETCH_MAX_WAIT_MS,
  kafkaConnectionOptions,
} from './events/kafka';
export { outbox } from './events/outbox';
export { unparkOutbox } from './events/outbox-rows';
export {
  deleteExpiredEvents,
  eventRetentionJob,
  type EventRetentionSettings,
} from './events/event-retention';
export { redriveDeadLetters } from './events/redrive';
export { startOutboxRelay, type OutboxRelay } from './events/outbox-relay';
export { startEventConsumer, type EventConsumer } from './events/event-consumer';
export type { ConsumedEvent, EventHandler, EventHandlers } from './events/consumed-event';
export {
  checkGrpcHealth,
  createChannel,
  createGrpcClient,
  type GrpcClient,
  type GrpcHealth,
} from './grpc/grpc-client';
export { createGrpcServer, type GrpcServer } from './grpc/grpc-server';
export { callingServiceOf } from './grpc/calling-service';
export { plaintextGrpc, type GrpcTls } from './grpc/grpc-tls';
export { errorCodeTrailer } from './grpc/error-middleware';
export { createHttpApp, type HttpApp, type ReadinessCheck, type TrustedProxies } from './http/http-app';
export type { WhenSerializersCompile } from './http/reply-serializers';
export { addRetryAfter, httpErrorAnswer, type HttpErrorAnswer } from './http/http-errors';
export { captureRawBody, rawBodyOf } from './http/raw-body';
export { databaseReady, kafkaReady } from './http/readiness-checks';
export { closeOnSignal } from './runtime/graceful-shutdown';
export { startPeriodicJob, type PeriodicJob, type PeriodicJobSpec } from './runtime/periodic-job';
export type { ScrapedGaugeSpec } from './metrics/scraped-gauge';
export { startServiceProcess } from './runtime/service-process';
export {
  runService,
  type ConsumerSpec,
  type RunningService,
  type ServiceDefinition,
  type ServiceDeps,
} from './runtime/run-service';
export {
  ACCESS_TOKEN_ALGORITHM,
  accessTokenEnv,
  bearerToken,
  createAccessTokenVerifier,
  pemFromEnv,
  roles,
  type AccessClaims,
  type AccessTokenSettings,
  type AccessTokenVerifier,
  type Role,
} from './auth/access-token';
export { forwardAccessToken } from './auth/grpc-caller';
export {
  bookingPassPublicJwk,
  bookingPassSignerEnv,
  bookingPassVerifierEnv,
  createBookingPassSigner,
  createBookingPassVerifier,
} from './passes/booking-pass-keys';
export {
  assertVisibleTo,
  callerFromClaims,
  findOwnedOr404,
  hasRole,
  requireBayAccess,
  requireOperatorStaff,
  requireRole,
  type Caller,
} from './auth/caller';
export { createCallerResolver, type CallerResolver, type CallerSource } from './auth/caller-resolver';
export {
  checkIdempotencyKey,
  isUuid,
  replayOf,
  requestDigest,
  violatedConstraint,
} from './requests/request-checks';
export { hasHiddenCharacters, normaliseName } from './requests/names';
