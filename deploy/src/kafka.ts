import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { kafkaConnectionOptions } from '@moorline/kit';
import { type KafkaFiles, writeKafkaConfig } from './kafka-config';
import { ensureKafkaJars } from './kafka-jars';
import {
  applyKafkaAccess,
  ensureKafkaSecurity,
  kafkaSecurityOfUser,
  scramUserArguments,
  type KafkaCredentials,
} from './kafka-secure';
import { waitForKafkaReady } from './kafka-readiness';
import { requireJava } from './prerequisites';

export { ensureKafkaJars, kafkaJarsReady } from './kafka-jars';

const run = promisify(execFile);
const STOP_GRACE_MS = 20_000;
// Two JVM starts on a busy two-core machine can take well over half a minute.
const START_TIMEOUT_MS = 120_000;

export interface KafkaServer {
  brokers: string[];
  /** Secure mode: the CA and each principal's password file. */
  credentials?: KafkaCredentials;
  stop(): Promise<void>;
}

export interface EmbeddedKafkaOptions {
  dataDir: string;
  port: number;
  controllerPort: number;
  // Where the broker jars are downloaded once (<cacheDir>/libs).
  cacheDir: string;
  onLog?: (line: string) => void;
  startTimeoutMs?: number;
  /**
   * Secure mode (issue 32 item 1): TLS and SCRAM users with keys under keysDir, and every topic
   * of the namespace made with its ACLs.
   */
  secure?: { keysDir: string; namespace: string; topicPartitions: number };
}

// A real single-node Apache Kafka (KRaft) run with Java from the Maven Central jars.
export async function startEmbeddedKafka(options: EmbeddedKafkaOptions): Promise<KafkaServer> {
  await requireJava();
  const libs = await ensureKafkaJars(options.cacheDir);
  const security = options.secure ? ensureKafkaSecurity(options.secure.keysDir) : undefined;
  // SCRAM users are written when the storage is formatted, so new passwords need a new storage.
  if (security?.newPasswords) await rm(options.dataDir, { recursive: true, force: true });
  await mkdir(options.dataDir, { recursive: true });
  const files = await writeKafkaConfig(
    options.dataDir,
    options.port,
    options.controllerPort,
    security?.broker,
  );
  await formatStorageOnce(libs, files, security ? scramUserArguments(security.credentials) : []);

  // The broker's certificate names 127.0.0.1 too, which clients check in secure mode.
  const brokers = [`127.0.0.1:${options.port}`];
  const admin = security ? kafkaSecurityOfUser(security.credentials, 'admin') : undefined;
  const broker = spawnBroker(libs, files, options.onLog);
  try {
    await waitForKafkaReady({
      brokers,
      connection: admin ? kafkaConnectionOptions(admin) : undefined,
      timeoutMs: options.startTimeoutMs ?? START_TIMEOUT_MS,
      gaveUp: broker.exitReason,
    });
    if (admin && options.secure) await applyKafkaAccess({ brokers, admin, ...options.secure });
  } catch (error) {
    await broker.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Embedded Kafka on ${brokers[0]} did not become ready: ${reason}\n` +
        `Last lines of ${files.brokerLog} and the broker output:\n${await brokerLogTail(files, broker.output())}`,
      { cause: error },
    );
  }
  return { brokers, credentials: security?.credentials, stop: broker.stop };
}

// Formats the KRaft metadata directory on the first start only; later starts reuse it.
async function formatStorageOnce(libs: string, files: KafkaFiles, scramUsers: string[]): Promise<void> {
  if (existsSync(join(files.logDirs, 'meta.properties'))) return;
  const tool = [...jvmOptions(files), '-cp', `${libs}/*`, 'kafka.tools.StorageTool'];
  const { stdout } = await run('java', [...tool, 'random-uuid']);
  const clusterId = stdout.trim();
  await run('java', [...tool, 'format', '-t', clusterId, '-c', files.properties, '-g', ...scramUsers]);
}

function jvmOptions(files: KafkaFiles): string[] {
  // Kafka stops its logging itself; log4j's own hook would only warn that the JVM is exiting.
  const logging = [`-Dlog4j2.configurationFile=${files.log4j}`, '-Dlog4j2.shutdownHookEnabled=false'];
  return ['-Xmx512m', '-Djava.awt.headless=true', ...logging];
}

// Not detached: the broker shares the parent's process group, so Ctrl-C in a terminal reaches
// it too, and it is told to stop when the parent exits by any other route.
function spawnBroker(libs: string, files: KafkaFiles, onLog?: (line: string) => void) {
  const child = spawn('java', [...jvmOptions(files), '-cp', `${libs}/*`, 'kafka.Kafka', files.properties], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const record = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      output.push(line);
      if (output.length > 40) output.shift();
      onLog?.(line);
    }
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  let exitReason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      exitReason = `could not run java: ${error.message}`;
      resolve();
    });
    child.once('exit', (code, signal) => {
      exitReason = `the broker exited (${signal ?? `code ${code}`})`;
      resolve();
    });
  });
  const killOnParentExit = (): void => {
    child.kill('SIGTERM');
  };
  process.on('exit', killOnParentExit);

  return {
    exitReason: () => exitReason,
    output: () => output.join('\n'),
    stop: async (): Promise<void> => {
      await stopChild(child, exited, exitReason !== undefined);
      process.off('exit', killOnParentExit);
    },
  };
}

// SIGTERM runs the broker's controlled shutdown; SIGKILL if that hangs.
async function stopChild(child: ChildProcess, exited: Promise<void>, alreadyExited: boolean): Promise<void> {
  if (alreadyExited) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

async function brokerLogTail(files: KafkaFiles, output: string): Promise<string> {
  const log = await readFile(files.brokerLog, 'utf8').catch(() => '');
  const lines = [...log.split('\n').filter((line) => line.trim() !== ''), ...output.split('\n')];
  return lines.slice(-30).join('\n');
}
