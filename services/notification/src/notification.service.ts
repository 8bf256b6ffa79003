import type { ServiceDefinition } from '@moorline/kit';
import type { NotificationTables } from './notification.tables';
import { notificationMigrations } from './db/migrations';

export const notificationService: ServiceDefinition<NotificationTables> = {
  name: 'notification',
  migrations: notificationMigrations,
  ownedTopics: [],
};
