import type { Kafka } from 'kafkajs';
import { sql, type Kysely } from 'kysely';
import type { ReadinessCheck } from './http-app';

export function databaseReady<Tables>(db: Kysely<Tables>): ReadinessCheck {
  return async () => {
    await sql`SELECT 1`.execute(db);
  };
}

/** Keeps one admin connection open; describeCluster answers only while a broker is reachable. */
export function kafkaReady(kafka: Kafka): ReadinessCheck {
  const admin = kafka.admin();
  let connected: Promise<void> | undefined;
  return async () => {
    connected ??= admin.connect().catch((error: unknown) => {
      connected = undefined;
      throw error;
    });
    await connected;
    await admin.describeCluster();
  };
}
