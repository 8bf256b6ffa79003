import { isIPv4 } from 'node:net';
import { z } from 'zod';
import { tlsParametersIn, type DatabaseTls } from '../db/database-tls';
import { certificateFile } from './certificate-file';

/** The modes of DATABASE_TLS, named as libpq's sslmode values they behave like. */
export const databaseTlsModes = ['off', 'verify-full'] as const;

/** How a process reaches its database (issue 32 item 3); DATABASE_URL is a secret, these are not. */
export const databaseEnv = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .superRefine((url, ctx) => {
      const parameters = tlsParametersIn(url);
      if (parameters.length > 0)
        ctx.addIssue({
          code: 'custom',
          message: `carries ${parameters.join(', ')}; TLS is set by DATABASE_TLS and DATABASE_TLS_CA_FILE (deploy/README.md)`,
        });
    }),
  /** `verify-full`: encrypted, the certificate checked against the CA and the host's name. */
  DATABASE_TLS: z.enum(databaseTlsModes).default('off'),
  /** The CA that signed the server's certificate; without it, Node's bundled public roots. */
  DATABASE_TLS_CA_FILE: certificateFile.optional(),
});

export function databaseTlsOf(settings: {
  DATABASE_TLS: string;
  DATABASE_TLS_CA_FILE?: string;
}): DatabaseTls {
  if (settings.DATABASE_TLS !== 'verify-full') return { mode: 'off' };
  return settings.DATABASE_TLS_CA_FILE
    ? { mode: 'verify-full', caFile: settings.DATABASE_TLS_CA_FILE }
    : { mode: 'verify-full' };
}

/** Settings that parse one by one but not together; `settings` is a parsed config. */
export function databaseSettingsProblems(settings: Record<string, unknown>): string[] {
  if (settings.DATABASE_TLS === 'off' && typeof settings.DATABASE_TLS_CA_FILE === 'string')
    return [
      'DATABASE_TLS_CA_FILE: set while DATABASE_TLS is off, which would connect in plaintext; set DATABASE_TLS=verify-full',
    ];
  return [];
}

/**
 * Where pg would connect: the URL's host, or its `host` parameter, which may name a Unix socket
 * directory. An empty host is pg's default, localhost.
 */
function databaseHost(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.searchParams.get('host') ?? (decodeURIComponent(parsed.hostname) || 'localhost');
  } catch {
    return undefined;
  }
}

/** Plaintext that never leaves the machine: loopback, or a Unix socket (a path). */
export function staysOnThisMachine(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return (
    bare.startsWith('/') ||
    bare === 'localhost' ||
    bare === '::1' ||
    (isIPv4(bare) && bare.startsWith('127.'))
  );
}

/**
 * Production's refusal of a plaintext database (issue 32 item 3): the password and every row
 * would cross the network readable and changeable by anyone on the path.
 */
export function plaintextDatabaseProblem(settings: Record<string, unknown>): string | undefined {
  if (typeof settings.DATABASE_URL !== 'string' || settings.DATABASE_TLS === 'verify-full') return undefined;
  const host = databaseHost(settings.DATABASE_URL);
  if (host === undefined || staysOnThisMachine(host)) return undefined;
  return (
    `DATABASE_TLS: off for the database at ${host}; production connects with DATABASE_TLS=verify-full ` +
    '(and DATABASE_TLS_CA_FILE for a private CA), or to a database on loopback or a Unix socket'
  );
}
