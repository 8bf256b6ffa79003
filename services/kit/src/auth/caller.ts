import type { Role } from '@moorline/contracts';
import { AppError } from '../errors/app-error';
import type { AccessClaims } from './access-token';

/** Who is asking, as a verified access token says: never taken from a field of the request. */
export interface Caller {
  userId: string;
  email: string;
  roles: readonly Role[];
  /**
   * The bays a concessionaire (or their staff) runs. Empty until auth puts them in the token: the
   * dashboard issues do, and checks on bays read them here.
   */
  bayIds: readonly string[];
  tokenId: string;
  expiresAt: Date;
}

export function callerFromClaims(claims: AccessClaims): Caller {
  return {
    userId: claims.userId,
    email: claims.email,
    roles: claims.roles,
    bayIds: [],
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
