import type { BinaryReader, BinaryWriter } from '@bufbuild/protobuf/wire';
import {
  AccountLockChanged,
  BayLayoutChanged,
  BayStatusChanged,
  BayUpdated,
  BookingCancelled,
  BookingClaimed,
  BookingConfirmed,
  BookingExpired,
  BookingFailed,
  BookingHeld,
  BookingMoved,
  BuoyAvailabilityChanged,
  BuoyStatusChanged,
  CheckedIn,
  ContactMessageReceived,
  EmailVerificationRequested,
  EmailVerified,
  PasswordResetRequested,
  AccountUpdated,
  ApplicationApproved,
  ApplicationRejected,
  ApplicationSubmitted,
  ApplicationWithdrawn,
  CreditNoteIssued,
  InvoiceIssued,
  PaymentAuthorized,
  PaymentCaptured,
  PaymentFailed,
  PaymentVoided,
  UserRegistered,
  WaitlistOfferEnded,
  WaitlistOfferMade,
} from './gen/index.moorline.events.v1';

// How events travel on Kafka: see moorline/events/v1/envelope.proto and ARCHITECTURE §3.

/** One topic per producing service, `<service>.events.v1`; auth has a second for its audit events. */
export const topics = {
  auth: 'auth.events.v1',
  /** A superuser's changes to accounts: no secrets, so the audit log may read them. */
  authAdmin: 'auth.admin.v1',
  booking: 'booking.events.v1',
  catalog: 'catalog.events.v1',
  payment: 'payment.events.v1',
  notification: 'notification.events.v1',
} as const;

export type Topic = (typeof topics)[keyof typeof topics];

/** Where a consumer parks a record it gave up on; the record's value is a DeadLetter. */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}

/** Kafka header names of the event envelope (values are UTF-8 strings). */
export const eventHeaders = {
  eventId: 'event-id',
  eventType: 'event-type',
  occurredAt: 'occurred-at',
  traceparent: 'traceparent',
} as const;

/** The part of a generated message codec that moves an event over the wire. */
export interface EventCodec<T> {
  readonly $type: string;
  encode(message: T, writer?: BinaryWriter): BinaryWriter;
  decode(input: BinaryReader | Uint8Array, length?: number): T;
}

// Keys come from the generated codecs, so a renamed message cannot drift from its key.
const codecsByType = {
  [UserRegistered.$type]: UserRegistered,
  [EmailVerificationRequested.$type]: EmailVerificationRequested,
  [PasswordResetRequested.$type]: PasswordResetRequested,
  [EmailVerified.$type]: EmailVerified,
  [AccountLockChanged.$type]: AccountLockChanged,
  [BookingHeld.$type]: BookingHeld,
  [BookingConfirmed.$type]: BookingConfirmed,
  [BookingExpired.$type]: BookingExpired,
  [BookingFailed.$type]: BookingFailed,
  [CheckedIn.$type]: CheckedIn,
  [BookingClaimed.$type]: BookingClaimed,
  [BookingMoved.$type]: BookingMoved,
  [BookingCancelled.$type]: BookingCancelled,
  [WaitlistOfferMade.$type]: WaitlistOfferMade,
  [WaitlistOfferEnded.$type]: WaitlistOfferEnded,
  [PaymentAuthorized.$type]: PaymentAuthorized,
  [PaymentFailed.$type]: PaymentFailed,
  [PaymentCaptured.$type]: PaymentCaptured,
  [PaymentVoided.$type]: PaymentVoided,
  [InvoiceIssued.$type]: InvoiceIssued,
  [CreditNoteIssued.$type]: CreditNoteIssued,
  [AccountUpdated.$type]: AccountUpdated,
  [BuoyStatusChanged.$type]: BuoyStatusChanged,
  [BuoyAvailabilityChanged.$type]: BuoyAvailabilityChanged,
  [BayUpdated.$type]: BayUpdated,
  [BayLayoutChanged.$type]: BayLayoutChanged,
  [BayStatusChanged.$type]: BayStatusChanged,
  [ContactMessageReceived.$type]: ContactMessageReceived,
  [ApplicationSubmitted.$type]: ApplicationSubmitted,
  [ApplicationApproved.$type]: ApplicationApproved,
  [ApplicationRejected.$type]: ApplicationRejected,
  [ApplicationWithdrawn.$type]: ApplicationWithdrawn,
} as const;

/** Full protobuf name of an event payload: the value of the `event-type` header. */
export type EventType = keyof typeof codecsByType;

/** The decoded payload of an event type, e.g. `EventPayload<'moorline.events.v1.BookingHeld'>`. */
export type EventPayload<T extends EventType> = ReturnType<(typeof codecsByType)[T]['decode']>;

/**
 * The generated codec of every event type. Typed as a mapped type so that `eventTypes[type]`
 * for a generic `type` is `EventCodec<EventPayload<typeof type>>`, and encode accepts its payload.
 */
export const eventTypes: { readonly [T in EventType]: EventCodec<EventPayload<T>> } = codecsByType;

/** The topic each event type is published on; its producer owns that topic. */
export const eventTopics: Readonly<Record<EventType, Topic>> = {
  [UserRegistered.$type]: topics.auth,
  [EmailVerificationRequested.$type]: topics.auth,
  [PasswordResetRequested.$type]: topics.auth,
  [EmailVerified.$type]: topics.auth,
  [AccountLockChanged.$type]: topics.authAdmin,
  [BookingHeld.$type]: topics.booking,
  [BookingConfirmed.$type]: topics.booking,
  [BookingExpired.$type]: topics.booking,
  [BookingFailed.$type]: topics.booking,
  [CheckedIn.$type]: topics.booking,
  [BookingClaimed.$type]: topics.booking,
  [BookingMoved.$type]: topics.booking,
  [BookingCancelled.$type]: topics.booking,
  [WaitlistOfferMade.$type]: topics.booking,
  [WaitlistOfferEnded.$type]: topics.booking,
  [PaymentAuthorized.$type]: topics.payment,
  [PaymentFailed.$type]: topics.payment,
  [PaymentCaptured.$type]: topics.payment,
  [PaymentVoided.$type]: topics.payment,
  [InvoiceIssued.$type]: topics.payment,
  [CreditNoteIssued.$type]: topics.payment,
  [AccountUpdated.$type]: topics.payment,
  [BuoyStatusChanged.$type]: topics.catalog,
  [BuoyAvailabilityChanged.$type]: topics.catalog,
  [BayUpdated.$type]: topics.catalog,
  [BayLayoutChanged.$type]: topics.catalog,
  [BayStatusChanged.$type]: topics.catalog,
  [ContactMessageReceived.$type]: topics.notification,
  [ApplicationSubmitted.$type]: topics.catalog,
  [ApplicationApproved.$type]: topics.catalog,
  [ApplicationRejected.$type]: topics.catalog,
  [ApplicationWithdrawn.$type]: topics.catalog,
};

/** Whether an `event-type` header names a known event; unknown types go to the dead letters. */
export function isEventType(value: string): value is EventType {
  return Object.hasOwn(eventTypes, value);
}

/**
 * An event as a producer states it: its type, the aggregate that keys it on the topic, and its
 * payload typed by that type. The topic and the bytes follow from the registry.
 */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { type: K; aggregateId: string; payload: EventPayload<K> };
}[T];

/** The bytes of an event's payload on the wire. */
export function encodeEvent<T extends EventType>(type: T, payload: EventPayload<T>): Uint8Array {
  return eventTypes[type].encode(payload).finish();
}

/** An event's payload read back from the wire; throws when the bytes are not a `type`. */
export function decodeEvent<T extends EventType>(type: T, bytes: Uint8Array): EventPayload<T> {
  return eventTypes[type].decode(bytes);
}
