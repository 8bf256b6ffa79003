import type { AdminUser } from '../../http/api-schema';

// What the console may do with an account (issue 27 item 1); the server decides again on each.

/** The shortest email text the server searches by (shorter is `query_too_short`). */
export const MIN_EMAIL_QUERY = 2;

/** The search to run for what was typed, or null while it is too short to ask. */
export function emailQueryOf(typed: string): string | null {
  const email = typed.trim();
  return email.length < MIN_EMAIL_QUERY ? null : email;
}

/** A locked account may be unlocked, any other locked; only an unverified one is sent the link again. */
export function userActionsOf(user: Pick<AdminUser, 'locked_at' | 'email_verified_at'>) {
  return {
    lock: user.locked_at === null ? ('lock' as const) : ('unlock' as const),
    resend: user.email_verified_at === null,
  };
}
