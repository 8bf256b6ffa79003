import { AppError, isUuid, requireRole, type Caller } from '@moorline/kit';
import type { User } from '../users/user.repository';

const MIN_SEARCH_LENGTH = 2;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

/** The console's user support: superusers only (spec §6), from the forwarded token's roles. */
export function requireSuperuser(caller: Caller): void {
  requireRole(caller, 'superuser');
}

/** A malformed id names no account: the same `not_found` as an unknown one. */
export function assertUserId(userId: string): string {
  if (!isUuid(userId)) throw new AppError('not_found');
  return userId;
}

/** The text an email must contain, lower-cased as emails are stored, with LIKE's wildcards escaped. */
export function emailSearchPattern(text: string): string {
  const needle = text.trim().toLowerCase();
  if (needle.length < MIN_SEARCH_LENGTH) throw new AppError('query_too_short');
  return `%${needle.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`)}%`;
}

export function searchPageSize(requested: number): number {
  if (requested <= 0) return DEFAULT_PAGE_SIZE;
  return Math.min(requested, MAX_PAGE_SIZE);
}

/**
 * No superuser can be locked, the caller included: locking oneself would leave a console with
 * nobody to undo it, and one superuser locking another would let a single stolen admin session
 * shut out the people who could contain it. A superuser is removed by changing their roles.
 */
export function assertLockable(target: User): void {
  if (target.roles.includes('superuser')) throw new AppError('superuser_not_lockable');
}

/** Resending is for an account still waiting for its link. */
export function assertUnverified(target: User): void {
  if (target.email_verified_at !== null) throw new AppError('already_verified');
}

export const isAdminLocked = (user: Pick<User, 'admin_locked_at'>): boolean => user.admin_locked_at !== null;
