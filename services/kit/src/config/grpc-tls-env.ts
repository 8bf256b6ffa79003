import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { pemFromEnv } from '../auth/access-token';
import type { GrpcTls } from '../grpc/grpc-tls';
import { certificateFile } from './certificate-file';
import { staysOnThisMachine } from './database-env';

export const grpcTlsModes = ['off', 'mutual'] as const;

/**
 * How this process serves and calls gRPC (issue 32 item 2), shared by the services and the BFF.
 * The CA and the certificate are public, so paths; the key is a secret (GRPC_TLS_KEY_FILE works).
 */
export const grpcTlsEnv = z.object({
  /** `mutual`: both sides show a certificate from the platform's CA and check the other's. */
  GRPC_TLS: z.enum(grpcTlsModes).default('off'),
  GRPC_TLS_CA_FILE: certificateFile.optional(),
  /** This process's certificate, as server and as client; its CN names the deployable. */
  GRPC_TLS_CERT_FILE: certificateFile.optional(),
  GRPC_TLS_KEY: pemFromEnv.optional(),
});

const tlsFiles = ['GRPC_TLS_CA_FILE', 'GRPC_TLS_CERT_FILE', 'GRPC_TLS_KEY'] as const;

export function grpcTlsOf(settings: {
  GRPC_TLS: string;
  GRPC_TLS_CA_FILE?: string;
  GRPC_TLS_CERT_FILE?: string;
  GRPC_TLS_KEY?: string;
}): GrpcTls {
  const { GRPC_TLS_CA_FILE: caFile, GRPC_TLS_CERT_FILE: certFile, GRPC_TLS_KEY: privateKey } = settings;
  if (settings.GRPC_TLS !== 'mutual' || !caFile || !certFile || !privateKey) return { mode: 'off' };
  return { mode: 'mutual', caFile, certFile, privateKey };
}

function keyFitsCertificate(certFile: string, key: string): boolean {
  try {
    return new X509Certificate(readFileSync(certFile)).checkPrivateKey(createPrivateKey(key));
  } catch {
    return false;
  }
}

/** Settings that parse one by one but not together; `settings` is a parsed config. */
export function grpcTlsSettingsProblems(settings: Record<string, unknown>): string[] {
  if (settings.GRPC_TLS === 'off')
    return tlsFiles
      .filter((key) => settings[key] !== undefined)
      .map(
        (key) =>
          `${key}: set while GRPC_TLS is off, which would serve and call in plaintext; set GRPC_TLS=mutual`,
      );
  if (settings.GRPC_TLS !== 'mutual') return [];
  const missing = tlsFiles.filter((key) => settings[key] === undefined);
  if (missing.length > 0) return missing.map((key) => `${key}: needed with GRPC_TLS=mutual`);
  const { GRPC_TLS_CERT_FILE: certFile, GRPC_TLS_KEY: key } = settings;
  if (typeof certFile === 'string' && typeof key === 'string' && !keyFitsCertificate(certFile, key))
    return [`GRPC_TLS_KEY: not the private key of the certificate in GRPC_TLS_CERT_FILE (${certFile})`];
  return [];
}

/**
 * The hosts a gRPC target reaches: `host:port`, `[::1]:port`, `dns:///host:port`,
 * `dns://resolver/host:port`, `ipv4:a:port,b:port`, `ipv6:[a]:port,…`; a Unix socket stays here.
 */
export function grpcTargetHosts(target: string): string[] {
  if (/^unix(-abstract)?:/.test(target)) return ['/unix-socket'];
  const list = /^ipv[46]:(.*)$/.exec(target)?.[1];
  const addresses = list !== undefined ? list.split(',') : [target.replace(/^dns:(\/\/[^/]*\/)?/, '')];
  return addresses.map((address) => {
    const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(address);
    if (bracketed?.[1]) return bracketed[1];
    return address.split(':').length > 2 ? address : (address.split(':')[0] ?? address);
  });
}

/**
 * Production's refusal of plaintext gRPC (issue 32 item 2), as for the database: a forwarded
 * access token and every answer would cross the network readable, and anyone who reaches the
 * port could call. Plaintext on loopback never leaves the machine and stays allowed.
 */
export function plaintextGrpcProblems(settings: Record<string, unknown>): string[] {
  if (settings.GRPC_TLS !== 'off') return [];
  const problems: string[] = [];
  const listen = settings.GRPC_HOST;
  if (typeof listen === 'string' && !staysOnThisMachine(listen))
    problems.push(
      `GRPC_TLS: off while gRPC listens on ${listen}; production serves gRPC with GRPC_TLS=mutual, or on loopback only`,
    );
  for (const [key, target] of Object.entries(settings)) {
    if (!key.endsWith('_GRPC_ADDRESS') || typeof target !== 'string') continue;
    if (grpcTargetHosts(target).every(staysOnThisMachine)) continue;
    problems.push(
      `GRPC_TLS: off for calls to ${target} (${key}); production calls other hosts with GRPC_TLS=mutual`,
    );
  }
  return problems;
}
