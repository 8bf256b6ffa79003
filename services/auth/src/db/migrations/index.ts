import type { Migrations } from '@moorline/kit';

// Timestamped, never edited once landed (CONVENTIONS). The kit adds the outbox and
// processed-events tables before these.
export const authMigrations: Migrations = {};
