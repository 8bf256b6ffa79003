import type { Migrations } from '@moorline/kit';
import * as createContactMessages from './2026_11_22_1300_create_contact_messages';
import * as createSentMessages from './2026_11_22_1301_create_sent_messages';
import * as scopeContactIdempotencyKeys from './2026_11_23_1900_scope_contact_idempotency_keys';
import * as createPushSubscriptions from './2026_11_29_1300_create_push_subscriptions';

// Timestamped, never edited once landed (CONVENTIONS). The kit adds the outbox and
// processed-events tables before these.
export const notificationMigrations: Migrations = {
  '2026_11_22_1300_create_contact_messages': createContactMessages,
  '2026_11_22_1301_create_sent_messages': createSentMessages,
  '2026_11_23_1900_scope_contact_idempotency_keys': scopeContactIdempotencyKeys,
  '2026_11_29_1300_create_push_subscriptions': createPushSubscriptions,
};
