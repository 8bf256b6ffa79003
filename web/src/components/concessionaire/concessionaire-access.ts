import type { ClientSession } from '../../session/session-store';

// spec §6: the concessionaire guard. Staff of a bay operator (concessionaire, manager or
// employee on the profile) come in; a signed-in boater is told this area is not theirs; a visitor
// signs in and comes back. It only spares a round trip: every back-office call checks the bay
// against the token on the server (404 for another operator's bay, 403 for a boater).

export type ConcessionaireAccess = 'checking' | 'sign_in' | 'not_staff' | 'staff';

export function concessionaireAccess(session: ClientSession): ConcessionaireAccess {
  if (!session.isReady) return 'checking';
  if (!session.signedIn) return 'sign_in';
  const { isConcessionaire, isManager, isEmployee } = session.user;
  return isConcessionaire || isManager || isEmployee ? 'staff' : 'not_staff';
}

/** spec §6: shop window and payment onboarding are the manager's; the server checks it again. */
export function mayManage(session: ClientSession): boolean {
  return session.signedIn && session.user.isManager;
}

/**
 * Issue 27: a bay's setup, publishing and log are its concessionaire's and managers' (catalog's
 * requireBayOwnerAccess); an employee's pages do not ask for them.
 */
export function mayOwnBay(session: ClientSession): boolean {
  return session.signedIn && (session.user.isConcessionaire || session.user.isManager);
}

/** Issue 30 item 2, as moving a booking: the staff who run the buoys (managers and employees). */
export function mayRunBuoys(session: ClientSession): boolean {
  return session.signedIn && (session.user.isManager || session.user.isEmployee);
}
