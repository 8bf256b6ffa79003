import { AppError, hasRole, requireBayAccess, type Caller } from '@moorline/kit';

/**
 * A call about how a bay is set up (issue 27 items 2 and 6): its concessionaire, who sets the
 * bay up from its approval on (auth grants only that role then), or its managers. Someone who is
 * no operator's staff is `forbidden`, another operator's bay `not_found`, an employee `forbidden`.
 */
export function requireBayOwnerAccess(caller: Caller, bayId: string): void {
  requireBayAccess(caller, bayId, 'view');
  if (!hasRole(caller, 'concessionaire') && !hasRole(caller, 'manager')) throw new AppError('forbidden');
}
