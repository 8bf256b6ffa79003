import { afterAll, beforeAll } from '@jest/globals';
import {
  migratedTestDatabase,
  type MigratedTestDatabase,
} from '@moorline/deploy/src/testing/migrated-database';
import type { Kysely } from 'kysely';
import type { ContactRequest, SenderGuard } from '../src/contact/send-contact-message';
import { notificationMigrations } from '../src/db/migrations';
import type { NotificationTables } from '../src/notification.tables';

let senders = 0;

/** A message from a sender (email and address) no other test uses. */
export function fromNewSender(): ContactRequest {
  senders += 1;
  return {
    name: 'Marta Kovač',
    email: `marta${senders}@example.com`,
    subject: 'Buoy in Telašćica',
    message: 'Is a buoy free on Saturday for a 14 m catamaran?',
    language: 'hr',
    clientIp: `203.0.113.${senders}`,
  };
}

/** The negative twins' guard: nothing serialises a sender's messages. */
export const noGuard: SenderGuard = async () => undefined;

/** A fresh migrated notification database for the file's tests; call at the top of the file. */
export function contactTestDatabase(): () => Kysely<NotificationTables> {
  let database: MigratedTestDatabase<NotificationTables> | undefined;
  beforeAll(async () => {
    database = await migratedTestDatabase<NotificationTables>(notificationMigrations);
  });
  afterAll(() => database?.drop());
  return () => {
    if (!database) throw new Error('the contact test database is not started yet');
    return database.db;
  };
}
