import { Metadata, type CallContext } from 'nice-grpc-common';
import { AppError } from '../errors/app-error';
import { bearerToken, type AccessClaims, type AccessTokenVerifier } from './access-token';

const AUTHORIZATION = 'authorization';

/**
 * Call options that forward the browser's access token to a service, so the service checks
 * for itself who is asking (ARCHITECTURE §6) instead of trusting an id in the request.
 */
export function forwardAccessToken(authorizationHeader: string | undefined): { metadata: Metadata } {
  const token = bearerToken(authorizationHeader);
  return { metadata: Metadata(token ? { [AUTHORIZATION]: `Bearer ${token}` } : {}) };
}

/**
 * The verified caller of a gRPC call, who must be the user the request names: a request about
 * someone else's data is refused even when it comes with a valid token.
 */
export async function assertCallerIs(
  context: CallContext,
  verifyAccessToken: AccessTokenVerifier,
  userId: string,
): Promise<AccessClaims> {
  const token = bearerToken(context.metadata.get(AUTHORIZATION));
  if (!token) throw new AppError('unauthenticated');
  const claims = await verifyAccessToken(token);
  if (claims.userId !== userId) throw new AppError('forbidden');
  return claims;
}
