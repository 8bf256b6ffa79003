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
