import type { GrpcTls } from '@moorline/kit';
import { readFileSync } from 'node:fs';
import { ensureServerCertificate, type ServerCertificate } from '../tls/dev-certificates';
import { serviceNames } from './deployables';

/**
 * Who speaks gRPC on `make start`: the five services, the BFF, and `make start` itself, whose
 * demo traffic and start-up summary ask catalog and booking. Each has its own certificate, so a
 * server's log names who called.
 */
export const grpcIdentities = [...serviceNames, 'bff', 'make-start'] as const;
export type GrpcIdentity = (typeof grpcIdentities)[number];

export type GrpcCertificates = Record<GrpcIdentity, ServerCertificate>;

/**
 * Secure mode's gRPC certificates under keysDir (issue 32 item 2): one per identity from the
 * development CA, for the names `make start` dials (services listen on loopback), good as server
 * and as client. Made on the first SECURE=1 start and reused after.
 */
export function ensureGrpcCertificates(keysDir: string): GrpcCertificates {
  const entries = grpcIdentities.map((identity) => [
    identity,
    ensureServerCertificate(keysDir, identity, ['localhost', '127.0.0.1'], 'server-and-client'),
  ]);
  return Object.fromEntries(entries) as GrpcCertificates;
}

/**
 * The kit's settings for a process with this certificate; the key goes by file, as a mounted
 * Secret would. Without one, plaintext, whatever the caller's shell holds.
 */
export function grpcTlsEnv(certificate: ServerCertificate | undefined): Record<string, string | undefined> {
  if (!certificate)
    return {
      GRPC_TLS: 'off',
      GRPC_TLS_CA_FILE: undefined,
      GRPC_TLS_CERT_FILE: undefined,
      GRPC_TLS_KEY: undefined,
      GRPC_TLS_KEY_FILE: undefined,
    };
  return {
    GRPC_TLS: 'mutual',
    GRPC_TLS_CA_FILE: certificate.caFile,
    GRPC_TLS_CERT_FILE: certificate.certFile,
    GRPC_TLS_KEY: undefined,
    GRPC_TLS_KEY_FILE: certificate.keyFile,
  };
}

/** The same, for a client inside this process. */
export function grpcTlsOfCertificate(certificate: ServerCertificate | undefined): GrpcTls {
  if (!certificate) return { mode: 'off' };
  return {
    mode: 'mutual',
    caFile: certificate.caFile,
    certFile: certificate.certFile,
    privateKey: readFileSync(certificate.keyFile, 'utf8'),
  };
}
