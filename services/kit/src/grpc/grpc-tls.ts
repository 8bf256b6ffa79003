import { ChannelCredentials, ServerCredentials } from '@grpc/grpc-js';
import { readFileSync } from 'node:fs';

/**
 * How gRPC runs between the BFF and the services (issue 32 item 2): in plaintext, or with mutual
 * TLS, where each side shows a certificate from the platform's CA. The same certificate is this
 * process's server certificate and its client certificate; its subject's CN names the deployable.
 */
export type GrpcTls =
  | { mode: 'off' }
  | {
      mode: 'mutual';
      /** The platform's CA, the only issuer trusted on either side. */
      caFile: string;
      certFile: string;
      /** The PEM private key itself: a secret, from GRPC_TLS_KEY or GRPC_TLS_KEY_FILE. */
      privateKey: string;
    };

export const plaintextGrpc: GrpcTls = { mode: 'off' };

/**
 * A server that asks every client for a certificate and refuses the handshake without one that
 * chains to the CA, so a plaintext or anonymous client never reaches a handler.
 */
export function grpcServerCredentials(tls: GrpcTls): ServerCredentials {
  if (tls.mode === 'off') return ServerCredentials.createInsecure();
  return ServerCredentials.createSsl(
    readFileSync(tls.caFile),
    [{ cert_chain: readFileSync(tls.certFile), private_key: Buffer.from(tls.privateKey) }],
    true,
  );
}

/**
 * A client that trusts only the CA and checks that the server's certificate names the host it
 * dials: grpc-js verifies the host of the target's authority (`catalog-grpc` for
 * `dns:///catalog-grpc:15052`, `127.0.0.1` for `127.0.0.1:15052`), so no name override is needed.
 */
export function grpcChannelCredentials(tls: GrpcTls): ChannelCredentials {
  if (tls.mode === 'off') return ChannelCredentials.createInsecure();
  return ChannelCredentials.createSsl(
    readFileSync(tls.caFile),
    Buffer.from(tls.privateKey),
    readFileSync(tls.certFile),
  );
}
