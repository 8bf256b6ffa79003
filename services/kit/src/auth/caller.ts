import { rolesAllowedTo, type BayPermission, type Role } from '@moorline/contracts';
import { AppError } from '../errors/app-error';
import type { AccessClaims } from './access-token';

/** Who is asking, as a verified access token says: never taken from a field of the request. */
export interface Caller {
  userId: string;
  email: string;
  /** The holder's full name as the token says it; '' when it says none. */
  name: string;
  /** The holder's phone as the token says it; undefined when it says none. */
  phone?: string;
  roles: readonly Role[];
  /** The operator whose staff the caller is (issue 15); undefined for boaters and guests. */
  operatorId?: string;
  /** The bays the caller's operator runs, from the token: never from the URL or a request field. */
  bayIds: readonly string[];
  /** A walk-up guest's QR code, from the token: the one buoy the guest may hold (spec §6). */
  qrSlug?: string;
  tokenId: string;
  expiresAt: Date;
}

export function callerFromClaims(claims: AccessClaims): Caller {
  return {
    userId: claims.userId,
    email: claims.email,
    name: claims.name,
    phone: claims.phone,
    roles: claims.roles,
    operatorId: claims.operatorId,
    bayIds: claims.bayIds,
    qrSlug: claims.qrSlug,
    tokenId: claims.tokenId,
    expiresAt: claims.expiresAt,
  };
}

export const hasRole = (caller: Caller, role: Role): boolean => caller.roles.includes(role);

/** A call only some roles may make: anyone else is `forbidden` (spec §6). */
export function requireRole(caller: Caller, role: Role): void {
  if (!hasRole(caller, role)) throw new AppError('forbidden');
}

/**
 * An object only its owner may see: to anyone else it does not exist (`not_found`, 404), so
 * guessing ids tells a stranger nothing, not even that the object is there.
 */
export function assertVisibleTo(caller: Caller | undefined, ownerId: string): void {
  if (caller?.userId !== ownerId) throw new AppError('not_found');
}

/** A row read by id, returned only when it exists and the caller owns it; otherwise `not_found`. */
export function findOwnedOr404<Row>(
  caller: Caller | undefined,
  row: Row | undefined,
  ownerOf: (row: Row) => string,
): Row {
  if (row === undefined) throw new AppError('not_found');
  assertVisibleTo(caller, ownerOf(row));
  return row;
}

/**
 * A call about one bay of the caller's operator (issue 15): someone who is no operator's staff is
 * `forbidden` (403), another operator's bay (or one that does not exist) is `not_found` (404), and
 * staff without the flag the permission needs are `forbidden`. Answers the caller's operator id.
 */
export function requireBayAccess(caller: Caller, bayId: string, permission: BayPermission): string {
  const isStaff = rolesAllowedTo.view.some((role) => hasRole(caller, role));
  if (!isStaff || caller.operatorId === undefined) throw new AppError('forbidden');
  if (!caller.bayIds.includes(bayId)) throw new AppError('not_found');
  if (!rolesAllowedTo[permission].some((role) => hasRole(caller, role))) throw new AppError('forbidden');
  return caller.operatorId;
}

/** The caller's operator, for a call about all of its bays; `forbidden` to anyone else. */
export function requireOperatorStaff(caller: Caller): string {
  const isStaff = rolesAllowedTo.view.some((role) => hasRole(caller, role));
  if (!isStaff || caller.operatorId === undefined) throw new AppError('forbidden');
  return caller.operatorId;
}
