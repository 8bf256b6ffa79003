import { topics } from '@moorline/contracts';
import type { ServiceDefinition } from '@moorline/kit';
import type { AuthTables } from './auth.tables';
import { authMigrations } from './db/migrations';

export const authService: ServiceDefinition<AuthTables> = {
  name: 'auth',
  migrations: authMigrations,
  ownedTopics: [topics.auth],
};
