import { AppError } from '../errors/app-error';
import { bearerToken, type AccessTokenVerifier } from './access-token';
import { callerFromClaims, type Caller } from './caller';

/**
 * Where a bearer token arrives: the metadata of a gRPC call (forwarded by the BFF with
 * `forwardAccessToken`) or the headers of an HTTP request.
 */
export type CallerSource =
  { metadata: { get(key: 'authorization'): string | undefined } } | { headers: { authorization?: string } };

export interface CallerResolver {
  /** The signed-in caller; no token, or one that does not verify, is `unauthenticated`. */
  requireCaller(source: CallerSource): Promise<Caller>;
  /**
   * The caller of a call open to visitors: undefined without a token. A token that does not
   * verify is still `unauthenticated`, so the web app refreshes it instead of silently getting
   * the visitor's answer (spec §4).
   */
  optionalCaller(source: CallerSource): Promise<Caller | undefined>;
}

const authorizationOf = (source: CallerSource) =>
  'metadata' in source ? source.metadata.get('authorization') : source.headers.authorization;

/** Built once per process with its verifier; every handler then asks it who is calling. */
export function createCallerResolver(verifyAccessToken: AccessTokenVerifier): CallerResolver {
  const optionalCaller = async (source: CallerSource) => {
    const token = bearerToken(authorizationOf(source));
    return token === undefined ? undefined : callerFromClaims(await verifyAccessToken(token));
  };
  return {
    optionalCaller,
    async requireCaller(source) {
      const caller = await optionalCaller(source);
      if (!caller) throw new AppError('unauthenticated');
      return caller;
    },
  };
}
