import { ServerInterceptingCall, type ServerInterceptor } from '@grpc/grpc-js';
import type { PeerCertificate } from 'node:tls';
import type { CallContext } from 'nice-grpc-common';

/**
 * Where the calling service's name travels from the TLS layer to handlers. nice-grpc hands its
 * middleware and handlers no grpc-js call, so no auth context either; a grpc-js interceptor,
 * which has it, writes the name here. The key is the server's alone: whatever a client sends
 * under it is dropped first, so only the handshake can set it.
 */
const callingServiceKey = 'moorline-calling-service';

/** The deployable a client certificate names: its subject's CN (auth, catalog, …, bff). */
function deployableNamedBy(certificate: PeerCertificate | undefined): string | undefined {
  const commonName = certificate?.subject?.CN;
  // Node gives an array when the subject repeats CN; such a certificate names nobody for sure.
  return typeof commonName === 'string' && commonName !== '' ? commonName : undefined;
}

export const callingServiceInterceptor: ServerInterceptor = (_method, call) =>
  new ServerInterceptingCall(call, {
    start(next) {
      next({
        onReceiveMetadata(metadata, nextMetadata) {
          metadata.remove(callingServiceKey);
          const name = deployableNamedBy(call.getAuthContext().sslPeerCertificate);
          if (name !== undefined) metadata.set(callingServiceKey, name);
          nextMetadata(metadata);
        },
      });
    },
  });

/**
 * Which service is calling, as its mutual-TLS certificate says; undefined in plaintext. It says
 * which process asks, never for whom: the caller stays the forwarded access token's
 * (ARCHITECTURE §6).
 */
export function callingServiceOf(context: Pick<CallContext, 'metadata'>): string | undefined {
  const name = context.metadata.get(callingServiceKey);
  return typeof name === 'string' ? name : undefined;
}
