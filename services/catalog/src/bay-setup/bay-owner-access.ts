import { AppError, hasRole, requireBayAccess, type Caller } from '@moorline/kit';
import { isUuid } from '../validation/uuid';

/**
 * A call about how a bay is set up (issue 27 items 2, 6 and 7): its concessionaire, who sets the
 * bay up from its approval on (auth grants only that role then), its managers, or an admin
 * (superuser) for any bay. Someone who is no operator's staff is `forbidden`, another operator's
 * bay `not_found`, an employee `forbidden`.
 */
export function requireBayOwnerAccess(caller: Caller, bayId: string): void {
  if (hasRole(caller, 'superuser')) {
    if (!isUuid(bayId)) throw new AppError('not_found');
    return;
  }
  requireBayAccess(caller, bayId, 'view');
  if (!hasRole(caller, 'concessionaire') && !hasRole(caller, 'manager')) throw new AppError('forbidden');
}
