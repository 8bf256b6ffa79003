import { execFileSync } from 'node:child_process';
import { X509Certificate, createPrivateKey, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';

// Secure mode's development certificates (issue 32): one CA under <keysDir>/ca and one
// certificate per server under <keysDir>/<server>, so Kafka and gRPC can add theirs beside
// PostgreSQL's. Made with openssl once and reused while they still fit.

export interface CertificateFiles {
  certFile: string;
  keyFile: string;
}

export interface ServerCertificate extends CertificateFiles {
  /** The development CA's certificate, which clients trust. */
  caFile: string;
  names: string[];
}

const CA_DAYS = 3650;
const SERVER_DAYS = 825;
// Renewed ahead of expiry, so a long-running start never meets an expired certificate.
const RENEW_WITHIN_MS = 30 * 24 * 60 * 60 * 1000;

/** `openssl req` arguments for a fresh, unencrypted P-256 key beside the certificate or request. */
const newP256Key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];

/** The development CA, generated when missing or about to expire. */
export function ensureDevCertificateAuthority(keysDir: string): CertificateFiles {
  const dir = join(keysDir, 'ca');
  const files = { certFile: join(dir, 'ca.crt'), keyFile: join(dir, 'ca.key') };
  if (readableCa(files)) return files;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const config = opensslConfig(dir, [
    'basicConstraints = critical, CA:TRUE, pathlen:0',
    'keyUsage = critical, keyCertSign, cRLSign',
    'subjectKeyIdentifier = hash',
  ]);
  const temp = { certFile: `${files.certFile}.tmp`, keyFile: `${files.keyFile}.tmp` };
  try {
    openssl([
      'req',
      '-x509',
      '-new',
      ...newP256Key,
      '-config',
      config,
      '-extensions',
      'extensions',
      '-subj',
      '/CN=Moorline development CA',
      '-days',
      String(CA_DAYS),
      '-keyout',
      temp.keyFile,
      '-out',
      temp.certFile,
    ]);
    commit(temp, files);
  } finally {
    rmSync(config, { force: true });
  }
  return files;
}

/**
 * What a certificate is for: `server` (PostgreSQL), or `server-and-client` for a gRPC
 * deployable, which shows the same certificate to its clients and, under mutual TLS, to the
 * servers it calls; its CN is then the deployable's name, which servers read as the caller.
 */
export type CertificateUsage = 'server' | 'server-and-client';

const extendedKeyUsages: Record<CertificateUsage, string[]> = {
  server: ['1.3.6.1.5.5.7.3.1'],
  'server-and-client': ['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2'],
};

/**
 * The certificate of one server (`postgres`, `booking`, …) for the names clients connect
 * by, issued by the development CA; generated again when missing, issued by another CA, for
 * other names or another usage, or about to expire.
 */
export function ensureServerCertificate(
  keysDir: string,
  server: string,
  names: string[],
  usage: CertificateUsage = 'server',
): ServerCertificate {
  const ca = ensureDevCertificateAuthority(keysDir);
  const dir = join(keysDir, server);
  const files = { certFile: join(dir, 'server.crt'), keyFile: join(dir, 'server.key') };
  const result = { ...files, caFile: ca.certFile, names };
  if (fittingServerCertificate(files, ca, names, usage, commonName(server, names, usage))) return result;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const config = opensslConfig(dir, [
    'basicConstraints = critical, CA:FALSE',
    'keyUsage = critical, digitalSignature',
    `extendedKeyUsage = ${usage === 'server' ? 'serverAuth' : 'serverAuth, clientAuth'}`,
    `subjectAltName = ${names.map(altName).join(', ')}`,
  ]);
  const request = join(dir, 'server.csr.tmp');
  const temp = { certFile: `${files.certFile}.tmp`, keyFile: `${files.keyFile}.tmp` };
  try {
    openssl([
      'req',
      '-new',
      ...newP256Key,
      '-config',
      config,
      '-subj',
      `/CN=${commonName(server, names, usage)}`,
      '-keyout',
      temp.keyFile,
      '-out',
      request,
    ]);
    openssl([
      'x509',
      '-req',
      '-in',
      request,
      '-CA',
      ca.certFile,
      '-CAkey',
      ca.keyFile,
      '-set_serial',
      `0x${randomBytes(16).toString('hex')}`,
      '-days',
      String(SERVER_DAYS),
      '-extfile',
      config,
      '-extensions',
      'extensions',
      '-out',
      temp.certFile,
    ]);
    commit(temp, files);
  } finally {
    rmSync(config, { force: true });
    rmSync(request, { force: true });
  }
  return result;
}

const commonName = (server: string, names: string[], usage: CertificateUsage) =>
  usage === 'server' ? (names[0] ?? server) : server;

const altName = (name: string) => (isIP(name) ? `IP:${name}` : `DNS:${name}`);

/** As X509Certificate.subjectAltName prints them, to compare with what is asked for. */
const printedAltName = (name: string) => (isIP(name) ? `IP Address:${name}` : `DNS:${name}`);

function certificateIn(file: string): X509Certificate | undefined {
  try {
    return new X509Certificate(readFileSync(file));
  } catch {
    return undefined;
  }
}

const lastsLongEnough = (cert: X509Certificate) => Date.parse(cert.validTo) - Date.now() > RENEW_WITHIN_MS;

function holdsKeyOf(cert: X509Certificate, keyFile: string): boolean {
  try {
    return cert.checkPrivateKey(createPrivateKey(readFileSync(keyFile)));
  } catch {
    return false;
  }
}

function readableCa(files: CertificateFiles): boolean {
  const cert = certificateIn(files.certFile);
  return cert !== undefined && cert.ca && lastsLongEnough(cert) && holdsKeyOf(cert, files.keyFile);
}

function fittingServerCertificate(
  files: CertificateFiles,
  ca: CertificateFiles,
  names: string[],
  usage: CertificateUsage,
  subjectName: string,
): boolean {
  const cert = certificateIn(files.certFile);
  const caCert = certificateIn(ca.certFile);
  if (!cert || !caCert) return false;
  const altNames = (cert.subjectAltName ?? '').split(', ').sort();
  return (
    cert.checkIssued(caCert) &&
    cert.verify(caCert.publicKey) &&
    lastsLongEnough(cert) &&
    holdsKeyOf(cert, files.keyFile) &&
    altNames.join('\n') === names.map(printedAltName).sort().join('\n') &&
    [...(cert.keyUsage ?? [])].sort().join() === extendedKeyUsages[usage].join() &&
    // A server's CN is only its first name, which clients never read; a gRPC client's is who calls.
    (usage === 'server' || cert.subject === `CN=${subjectName}`)
  );
}

/** A config of our own, so the machine's openssl.cnf adds no extensions of its own. */
function opensslConfig(dir: string, extensions: string[]): string {
  const file = join(dir, `openssl-${randomBytes(4).toString('hex')}.cnf`);
  const text = ['[req]', 'distinguished_name = dn', '[dn]', '[extensions]', ...extensions, ''].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  return file;
}

function openssl(args: string[]): void {
  try {
    execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'openssl is not on PATH' : stderr;
    throw new Error(`openssl ${args[0] ?? ''} failed: ${reason ?? 'unknown error'}`, { cause: error });
  }
}

/** Key first, then certificate: a start cut short in between leaves a pair that fails the key check. */
function commit(temp: CertificateFiles, files: CertificateFiles): void {
  chmodSync(temp.keyFile, 0o600);
  renameSync(temp.keyFile, files.keyFile);
  renameSync(temp.certFile, files.certFile);
}
