import { Metadata } from 'nice-grpc-common';
import { bearerToken } from './access-token';

/**
 * Call options that forward the browser's access token to a service, so the service checks
 * for itself who is asking (ARCHITECTURE §6) instead of trusting an id in the request.
 */
export function forwardAccessToken(authorizationHeader: string | undefined): { metadata: Metadata } {
  const token = bearerToken(authorizationHeader);
  return { metadata: Metadata(token ? { authorization: `Bearer ${token}` } : {}) };
}
