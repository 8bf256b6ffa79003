import {
  ACCESS_TOKEN_ALGORITHM,
  accessTokenAudience,
  accessTokenIssuer,
  roles,
  type Role,
} from '@moorline/contracts';
import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { createPublicKey } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors/app-error';

// Roles, issuer and audience are auth's contract; the kit only verifies against them.
export { ACCESS_TOKEN_ALGORITHM, roles, type Role };

/** What a verified access token says about its holder. */
export interface AccessClaims {
  userId: string;
  email: string;
  /** The holder's full name (the standard `name` claim), for what is issued in it, as invoices; '' when unknown. */
  name: string;
  /** The holder's phone (the standard `phone_number` claim), for the bay's staff to reach a skipper; undefined when unknown. */
  phone?: string;
  /** Frozen: a verifier hands the same claims to every call with the token. */
  roles: readonly Role[];
  /** The operator (company) whose staff the holder is; undefined for everyone else. */
  operatorId?: string;
  /** The bays that operator runs, as auth knew them when it signed the token. */
  bayIds: readonly string[];
  /** A walk-up guest's session: the slug of the QR code that started it (issue 26 item 3). */
  qrSlug?: string;
  tokenId: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** Keys arrive through the environment, where a PEM's line breaks are often written as "\n". */
export const pemFromEnv = z
  .string()
  .min(1)
  .transform((value) => value.replace(/\\n/g, '\n').trim())
  .refine((value) => value.startsWith('-----BEGIN '), 'must be a PEM block');

/** Settings of every process that checks access tokens: the BFF, and services that get them. */
export const accessTokenEnv = z.object({
  JWT_PUBLIC_KEY: pemFromEnv,
  /**
   * The public key being retired while tokens it signed can still be alive (a key rotation:
   * deploy/README.md). Unset outside a rotation.
   */
  JWT_PREVIOUS_PUBLIC_KEY: pemFromEnv.optional(),
  JWT_ISSUER: z.string().min(1).default(accessTokenIssuer),
  JWT_AUDIENCE: z.string().min(1).default(accessTokenAudience),
});
export type AccessTokenSettings = z.infer<typeof accessTokenEnv>;

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

const claimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  name: z.string().max(201).default(''),
  phone_number: z.string().max(32).optional(),
  roles: z.array(z.enum(roles)),
  // An operator id is derived from a hash (catalog), not a versioned uuid: any 8-4-4-4-12 form.
  opr: z.guid().optional(),
  bays: z.array(z.guid()).default([]),
  qr: z.string().min(1).optional(),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
});

/** Tokens whose claims a verifier keeps; the oldest goes first once it holds this many. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Checks signature, algorithm (ES256 only, so `alg: none` and HMAC tricks fail), issuer,
 * audience and expiry. Any failure is the same `unauthenticated` error: the caller learns
 * nothing about which check failed.
 *
 * A token that verified is remembered, by its whole text (signature included), until it
 * expires: the BFF and every service verify each request's token (ARCHITECTURE §6), and a
 * boater's token comes back for every call of its few minutes, so the signature check runs once
 * per token and process. Only byte-identical tokens match, so a forged or altered one is always
 * checked in full; access tokens cannot be revoked before expiry anyway, so keeping them changes
 * no answer.
 */
export function createAccessTokenVerifier(
  settings: AccessTokenSettings,
  now: () => number = Date.now,
): AccessTokenVerifier {
  // A malformed key fails here, at boot, not on the first request. The current key first; the
  // retiring one only for a signature the current key does not match.
  const publicKeys = [settings.JWT_PUBLIC_KEY, settings.JWT_PREVIOUS_PUBLIC_KEY]
    .filter((pem): pem is string => pem !== undefined)
    .map((pem) => createPublicKey(pem));
  const verified = new Map<string, AccessClaims>();
  const verifySignature = async (token: string): Promise<JWTPayload> => {
    for (const [index, publicKey] of publicKeys.entries()) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: settings.JWT_ISSUER,
          audience: settings.JWT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
          currentDate: new Date(now()),
        });
        return payload;
      } catch (error) {
        const anotherKeyMayMatch =
          error instanceof joseErrors.JWSSignatureVerificationFailed && index < publicKeys.length - 1;
        if (anotherKeyMayMatch) continue;
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
          throw new AppError('unauthenticated');
        throw error;
      }
    }
    throw new AppError('unauthenticated');
  };
  const verifyInFull = async (token: string): Promise<AccessClaims> => {
    const payload = await verifySignature(token);
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new AppError('unauthenticated');
    return Object.freeze({
      userId: claims.data.sub,
      email: claims.data.email,
      name: claims.data.name,
      phone: claims.data.phone_number,
      roles: Object.freeze([...claims.data.roles]),
      operatorId: claims.data.opr,
      bayIds: Object.freeze([...claims.data.bays]),
      qrSlug: claims.data.qr,
      tokenId: claims.data.jti,
      issuedAt: new Date(claims.data.iat * 1000),
      expiresAt: new Date(claims.data.exp * 1000),
    });
  };
  return async (token) => {
    const known = verified.get(token);
    // jose's rule: a token is expired once `exp` is reached.
    if (known && known.expiresAt.getTime() > now()) return known;
    if (known) verified.delete(token);
    const claims = await verifyInFull(token);
    const oldest = verified.size >= VERIFIED_TOKENS_KEPT ? verified.keys().next().value : undefined;
    if (oldest !== undefined) verified.delete(oldest);
    verified.set(token, claims);
    return claims;
  };
}

/** The bearer token of an `Authorization` header, or undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
