import { AppError, hasRole, requireRole, type Caller } from '@moorline/kit';
import type { StoredApplication } from './application.repository';

/**
 * Who may apply: a signed-in account holder. Auth signs tokens for verified accounts only (sign-in
 * refuses an unverified email, QR sign-up gets no session until verified), so a verified token is a
 * verified email; a walk-up guest's token has no account behind it.
 */
export function requireApplicant(caller: Caller): void {
  if (hasRole(caller, 'guest')) throw new AppError('forbidden');
}

/** The queue and decisions: superusers only (spec §6). */
export function requireSuperuser(caller: Caller): void {
  requireRole(caller, 'superuser');
}

/** An application its applicant or a superuser may read; to anyone else it does not exist. */
export function assertMayRead(caller: Caller, application: StoredApplication | undefined): StoredApplication {
  if (application === undefined) throw new AppError('not_found');
  if (application.applicant_user_id !== caller.userId && !hasRole(caller, 'superuser')) {
    throw new AppError('not_found');
  }
  return application;
}
