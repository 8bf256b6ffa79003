import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port';
import type { ServerCertificate } from '../tls/dev-certificates';

const RUNNER = resolve(__dirname, 'run-own-postgres.ts');
const START_TIMEOUT_MS = 90_000;

/** A PostgreSQL server of one test's own, which the test may stop and start again. */
export interface OwnPostgres {
  adminUrl: string;
  /** Where its data lives (the cluster is in `<dataDir>/pg`). */
  dataDir: string;
  /** Stops the server (a fast shutdown); clients lose their connections. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it for good and deletes its data. */
  remove(): Promise<void>;
}

function startRunner(
  dataDir: string,
  port: number,
  certificate: ServerCertificate | undefined,
): Promise<{ child: ChildProcess; adminUrl: string }> {
  const certificateArg = certificate ? [JSON.stringify(certificate)] : [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', RUNNER, dataDir, String(port), ...certificateArg],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolveStart, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`own PostgreSQL did not start:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^ready (\S+)$/m.exec(output);
      if (!ready?.[1]) return;
      clearTimeout(timer);
      resolveStart({ child, adminUrl: ready[1] });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`own PostgreSQL exited with ${String(code)}:\n${output}`));
    });
  });
}

function stopRunner(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop());
    child.kill('SIGINT');
  });
}

/** `certificate`: secure mode, as `SECURE=1 make start` runs it. */
export async function startOwnPostgres(
  options: { certificate?: ServerCertificate } = {},
): Promise<OwnPostgres> {
  const dataDir = await mkdtemp(join(tmpdir(), 'moorline-own-postgres-'));
  const port = await freePort();
  let running: ChildProcess | undefined;
  const started = await startRunner(join(dataDir, 'pg'), port, options.certificate);
  running = started.child;
  const stop = async () => {
    if (running) await stopRunner(running);
    running = undefined;
  };
  return {
    adminUrl: started.adminUrl,
    dataDir,
    stop,
    async start() {
      running ??= (await startRunner(join(dataDir, 'pg'), port, options.certificate)).child;
    },
    async remove() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
