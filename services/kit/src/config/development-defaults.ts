import { plaintextDatabaseProblem } from './database-env';
import { plaintextGrpcProblems } from './grpc-tls-env';

// Issue 32 item 4: a production deployment (APP_ENV=production) must not start on a value that is
// written in this repository for development, where anyone can read it. These are those values.

/** The database passwords the compose stack and the embedded start fall back to. */
const developmentDatabasePasswords = new Set(['', 'moorline', 'postgres']);

function databasePasswordProblem(url: string): string | undefined {
  let password: string;
  try {
    password = decodeURIComponent(new URL(url).password);
  } catch {
    return undefined; // the schema reports a malformed URL itself
  }
  if (!developmentDatabasePasswords.has(password)) return undefined;
  return password === ''
    ? 'DATABASE_URL: has no password; production needs the one operations issued'
    : 'DATABASE_URL: uses a development password from this repository; production needs the one operations issued';
}

/**
 * What a production deployment's settings still take from development, one line each; `settings`
 * is the parsed config, so a default the schema filled in counts as much as one that was set.
 */
export function developmentDefaultsIn(settings: Record<string, unknown>): string[] {
  if (settings.APP_ENV !== 'production') return [];
  const problems: string[] = [];
  if (typeof settings.DATABASE_URL === 'string') {
    const problem = databasePasswordProblem(settings.DATABASE_URL);
    if (problem !== undefined) problems.push(problem);
    // Plaintext is the development default too (issue 32 item 3).
    const plaintext = plaintextDatabaseProblem(settings);
    if (plaintext !== undefined) problems.push(plaintext);
  }
  // So is plaintext gRPC (issue 32 item 2).
  problems.push(...plaintextGrpcProblems(settings));
  // The demo accounts share one password printed by `make start` and written in the README.
  if (settings.SEED_DEMO_DATA === true)
    problems.push('SEED_DEMO_DATA: demo accounts share a published password; never seed them in production');
  return problems;
}
