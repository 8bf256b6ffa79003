import type { DomainEvent } from '@moorline/contracts';
import type { User } from '../users/user.repository';

// Every auth event is keyed by user id, so one user's events stay in order on the topic.

export const userRegistered = (user: User): DomainEvent => ({
  type: 'moorline.events.v1.UserRegistered',
  aggregateId: user.id,
  payload: {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    language: user.language,
    marketing: user.marketing_consent,
    newsletter: user.newsletter_consent,
    qrKey: user.qr_key ?? '',
  },
});

export const emailVerificationRequested = (
  user: User,
  verificationKey: string,
  expiresAt: Date,
): DomainEvent => ({
  type: 'moorline.events.v1.EmailVerificationRequested',
  aggregateId: user.id,
  payload: {
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    language: user.language,
    verificationKey,
    expiresAt,
  },
});

export const passwordResetRequested = (
  user: User,
  link: { uid: string; token: string; language: string },
  expiresAt: Date,
): DomainEvent => ({
  type: 'moorline.events.v1.PasswordResetRequested',
  aggregateId: user.id,
  payload: { userId: user.id, email: user.email, firstName: user.first_name, ...link, expiresAt },
});

export const emailVerified = (user: User): DomainEvent => ({
  type: 'moorline.events.v1.EmailVerified',
  aggregateId: user.id,
  payload: { userId: user.id, email: user.email },
});

/** A superuser locked or unlocked an account: on auth.admin.v1, which carries no secrets. */
export const accountLockChanged = (
  user: User,
  change: { locked: boolean; actorUserId: string; at: Date },
): DomainEvent => ({
  type: 'moorline.events.v1.AccountLockChanged',
  aggregateId: user.id,
  payload: {
    userId: user.id,
    email: user.email,
    locked: change.locked,
    actorUserId: change.actorUserId,
    changedAt: change.at,
  },
});
