import type { ColumnType, Generated } from 'kysely';
import type { KitTables } from '@moorline/kit';

export interface ContactMessageTable {
  id: string;
  /** Unique per sender (lower-cased email) when present. */
  idempotency_key: string | null;
  /** Digest of the message as stored, to tell a retry from a reused key; null on older rows. */
  request_digest: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  client_ip: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** One row per email handed to the mail transport, keyed so a replayed event sends nothing twice. */
export interface SentMessageTable {
  idempotency_key: string;
  kind: string;
  recipient: string;
  sent_at: Generated<Date>;
}

/** A browser a boater allowed Web Push on (issue 30 item 4); one row per push service endpoint. */
export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 public key, base64url (RFC 8291). */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
  language: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The notification database: the kit's tables plus the ones this service owns. */
export interface NotificationTables extends KitTables {
  contact_messages: ContactMessageTable;
  sent_messages: SentMessageTable;
  push_subscriptions: PushSubscriptionTable;
}
