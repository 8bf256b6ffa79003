import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { requireMaven } from './prerequisites';

const run = promisify(execFile);

// Resolved from this file so the jars can be fetched from any working directory.
const KAFKA_POM = resolve(__dirname, '../kafka/pom.xml');
const COMPLETE_MARKER = '.complete';

// Fetches the Kafka broker jars from Maven Central once into <cacheDir>/libs and returns that
// folder. The marker holds a hash of the POM: it is written only after Maven succeeded, so an
// interrupted download or a changed Kafka version fetches again.
export async function ensureKafkaJars(cacheDir: string): Promise<string> {
  const libs = join(cacheDir, 'libs');
  if (await kafkaJarsReady(cacheDir)) return libs;

  await requireMaven();
  // Jars of an older version left in place would end up on the classpath next to the new ones.
  await rm(libs, { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const args = ['-q', '-B', '-f', KAFKA_POM, 'dependency:copy-dependencies'];
  args.push(`-DoutputDirectory=${libs}`, '-DincludeScope=runtime');
  try {
    await run('mvn', args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    throw new Error(
      `Fetching the Kafka jars with Maven failed (mvn ${args.join(' ')}):\n${commandOutput(error)}`,
      { cause: error },
    );
  }
  await writeFile(join(libs, COMPLETE_MARKER), await pomStamp());
  return libs;
}

// True when the jars of the current POM are all in the cache, so Maven is not needed.
export async function kafkaJarsReady(cacheDir: string): Promise<boolean> {
  const marker = await readFile(join(cacheDir, 'libs', COMPLETE_MARKER), 'utf8').catch(() => '');
  return marker === (await pomStamp());
}

async function pomStamp(): Promise<string> {
  return createHash('sha256')
    .update(await readFile(KAFKA_POM))
    .digest('hex');
}

function commandOutput(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const parts = ['stdout' in error ? error.stdout : '', 'stderr' in error ? error.stderr : ''];
  const text = parts.filter((part) => typeof part === 'string' && part !== '').join('\n');
  return (text || String(error)).split('\n').slice(-30).join('\n');
}
