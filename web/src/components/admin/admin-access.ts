import type { ClientSession } from '../../session/session-store';

// spec §6: the admin console is for superusers (is_superuser on the profile). A visitor signs in
// and comes back; anyone else is refused. It only spares a round trip: every /v1/admin call checks
// the token's superuser role on the server (401, 403).

export type AdminAccess = 'checking' | 'sign_in' | 'forbidden' | 'admin';

export function adminAccess(session: ClientSession): AdminAccess {
  if (!session.isReady) return 'checking';
  if (!session.signedIn) return 'sign_in';
  return session.user.isSuperuser ? 'admin' : 'forbidden';
}
