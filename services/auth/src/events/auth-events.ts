import { eventsV1, topics } from '@moorline/contracts';
import type { NewEvent } from '@moorline/kit';
import type { User } from '../users/user.repository';

// Every auth event is keyed by user id, so one user's events stay in order on the topic.
function authEvent<Message>(
  type: { $type: string; encode(message: Message): { finish(): Uint8Array } },
  userId: string,
  message: Message,
): NewEvent {
  return {
    topic: topics.auth,
    eventType: type.$type,
    aggregateId: userId,
    payload: type.encode(message).finish(),
  };
}

export const userRegistered = (user: User): NewEvent =>
  authEvent(eventsV1.UserRegistered, user.id, {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    language: user.language,
    marketing: user.marketing_consent,
    newsletter: user.newsletter_consent,
    qrKey: user.qr_key ?? '',
  });

export const emailVerificationRequested = (user: User, verificationKey: string, expiresAt: Date): NewEvent =>
  authEvent(eventsV1.EmailVerificationRequested, user.id, {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    language: user.language,
    verificationKey,
    expiresAt,
  });

export const passwordResetRequested = (
  user: User,
  link: { uid: string; token: string; language: string },
  expiresAt: Date,
): NewEvent =>
  authEvent(eventsV1.PasswordResetRequested, user.id, {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    ...link,
    expiresAt,
  });

export const emailVerified = (user: User): NewEvent =>
  authEvent(eventsV1.EmailVerified, user.id, {
    userId: user.id,
    email: user.email,
  });
