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
