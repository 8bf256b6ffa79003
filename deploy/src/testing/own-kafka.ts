import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../free-port';
import { startEmbeddedKafka, type KafkaServer } from '../kafka';

/** Where the broker jars are kept between runs (fetched once from Maven Central). */
export const KAFKA_CACHE_DIR = resolve(__dirname, '../../../.cache/kafka');

/** A broker of one test's own, which the test may stop and start again (a fault test). */
export interface OwnKafka {
  brokers: string[];
  /** Stops the broker; clients see it gone, as in an outage. */
  stop(): Promise<void>;
  /** Starts it again on the same ports and data: what it had stored is still there. */
  start(): Promise<void>;
  /** Stops it for good and deletes its data. */
  remove(): Promise<void>;
}

export async function startOwnKafka(): Promise<OwnKafka> {
  const dataDir = await mkdtemp(join(tmpdir(), 'moorline-own-kafka-'));
  const port = await freePort();
  let controllerPort = await freePort();
  while (controllerPort === port) controllerPort = await freePort();
  const options = { dataDir, port, controllerPort, cacheDir: KAFKA_CACHE_DIR };
  let server: KafkaServer | undefined = await startEmbeddedKafka(options);
  const stop = async () => {
    await server?.stop();
    server = undefined;
  };
  return {
    brokers: [`127.0.0.1:${port}`],
    stop,
    async start() {
      server ??= await startEmbeddedKafka(options);
    },
    async remove() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
