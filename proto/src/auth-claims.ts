import { createHash } from 'node:crypto';

// What an access token says and who signs it: auth issues tokens with these names, and every
// service and the BFF verifies them against the same names (ARCHITECTURE §6).

/** ES256: an asymmetric key, so every verifier holds only the public half. */
export const ACCESS_TOKEN_ALGORITHM = 'ES256';

/** The `iss` and `aud` of access tokens unless the environment names others. */
export const accessTokenIssuer = 'moorline-auth';
export const accessTokenAudience = 'moorline';

/**
 * The roles a token can carry (spec §6); a signed-in user without one is a boater. `guest` is a
 * walk-up at a buoy without an account (issue 14): a short token with no refresh, no profile.
 */
export const roles = ['superuser', 'concessionaire', 'manager', 'employee', 'guest'] as const;
export type Role = (typeof roles)[number];

/**
 * A bay operator's id, derived from its company name: catalog stores it as a generated column
 * (`md5('operator:' || company_name)::uuid`) and demo seeds of other services name an operator
 * by its company with this. A catalog test holds the two to the same answer.
 */
export function operatorIdOfCompany(company: string): string {
  const hex = createHash('md5').update(`operator:${company}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * What a bay's staff may do there (issue 15): every member of the operator (`concessionaire`,
 * `manager` or `employee`) may view its dashboards; managers and employees run the buoys; only
 * managers change the shop window and the payment account.
 */
export type BayPermission = 'view' | 'operate' | 'manage';

export const rolesAllowedTo: Record<BayPermission, readonly Role[]> = {
  view: ['concessionaire', 'manager', 'employee'],
  operate: ['manager', 'employee'],
  manage: ['manager'],
};
