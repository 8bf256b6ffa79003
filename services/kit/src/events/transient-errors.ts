// SQLSTATE classes and codes that say "the database could not do it now", not "this event is bad".
const transientSqlStates = ['57P01', '57P02', '57P03', '53300', '40001', '40P01'];
const transientSystemCodes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'];

/**
 * Whether a failure comes from the infrastructure (database down, connection lost, deadlock)
 * rather than from the event. Such failures are retried until they pass: parking the event on
 * the dead-letter topic would lose good events during an outage.
 */
export function isTransientInfrastructureError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code === undefined)
    return /Connection terminated|timeout exceeded when trying to connect/i.test(String(error));
  return code.startsWith('08') || transientSqlStates.includes(code) || transientSystemCodes.includes(code);
}

// kafkajs names of failures that say "no broker answered", not "this record is refused".
const brokerUnreachableNames = [
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSBrokerNotFound',
  'KafkaJSMetadataNotLoaded',
  'KafkaJSLockTimeout',
];

/**
 * Whether a publish failed because Kafka could not be reached (directly or as the cause of
 * kafkajs giving up after its retries). The outbox relay does not count such a failure against
 * the record: a broker outage must never park good events.
 */
export function isBrokerUnreachable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (typeof cause !== 'object') return false;
    const name = 'name' in cause && typeof cause.name === 'string' ? cause.name : '';
    if (brokerUnreachableNames.includes(name) || isTransientInfrastructureError(cause)) return true;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return false;
}
