import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDevCertificateAuthority, ensureServerCertificate } from './dev-certificates';

// Runs the machine's openssl, as `SECURE=1 make start` does.

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'moorline-cert-test-')), 'keys');
const read = (file: string) => readFileSync(file, 'utf8');
const certificate = (file: string) => new X509Certificate(readFileSync(file));

describe('the development certificates of secure mode', () => {
  it('when the key directory is empty, then a CA and a server certificate for the names are made, keys closed to others', () => {
    const keysDir = freshDir();
    const server = ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']);
    expect(server).toMatchObject({
      caFile: join(keysDir, 'ca', 'ca.crt'),
      certFile: join(keysDir, 'postgres', 'server.crt'),
      keyFile: join(keysDir, 'postgres', 'server.key'),
    });
    const ca = certificate(server.caFile);
    const cert = certificate(server.certFile);
    expect(ca.ca).toBe(true);
    expect(cert.ca).toBe(false);
    expect(cert.checkIssued(ca) && cert.verify(ca.publicKey)).toBe(true);
    expect(cert.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1');
    expect(cert.checkHost('localhost')).toBe('localhost');
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.checkHost('db.elsewhere.test')).toBeUndefined();
    for (const key of [server.keyFile, join(keysDir, 'ca', 'ca.key')])
      expect(statSync(key).mode & 0o077).toBe(0);
    // Nothing of the work is left beside them.
    expect(readdirSync(join(keysDir, 'postgres')).sort()).toEqual(['server.crt', 'server.key']);
  });

  it('when they exist and still fit, then the next start reuses them unchanged', () => {
    const keysDir = freshDir();
    const first = ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']);
    const before = [read(first.caFile), read(first.certFile), read(first.keyFile)];
    const again = ensureServerCertificate(keysDir, 'postgres', ['127.0.0.1', 'localhost']);
    expect([read(again.caFile), read(again.certFile), read(again.keyFile)]).toEqual(before);
  });

  it('when another server asks, then it gets a certificate of its own from the same CA', () => {
    const keysDir = freshDir();
    const postgres = ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']);
    const caBefore = read(postgres.caFile);
    const kafka = ensureServerCertificate(keysDir, 'kafka', ['localhost']);
    expect(kafka.caFile).toBe(postgres.caFile);
    expect(read(kafka.caFile)).toBe(caBefore);
    expect(certificate(kafka.certFile).subjectAltName).toBe('DNS:localhost');
    expect(read(postgres.certFile)).toBe(
      read(ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']).certFile),
    );
  });

  it('when the names change or the CA is replaced, then the server certificate is issued again', () => {
    const keysDir = freshDir();
    const first = read(ensureServerCertificate(keysDir, 'postgres', ['localhost']).certFile);
    const renamed = ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']);
    expect(read(renamed.certFile)).not.toBe(first);
    expect(certificate(renamed.certFile).subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1');

    rmSync(join(keysDir, 'ca'), { recursive: true });
    const newCa = ensureDevCertificateAuthority(keysDir);
    const reissued = ensureServerCertificate(keysDir, 'postgres', ['localhost', '127.0.0.1']);
    expect(certificate(reissued.certFile).checkIssued(certificate(newCa.certFile))).toBe(true);
  });

  it('when a gRPC deployable asks, then its certificate serves and identifies a client, its CN is the deployable, and a server-only one is issued again', () => {
    const keysDir = freshDir();
    const serverOnly = read(ensureServerCertificate(keysDir, 'booking', ['localhost']).certFile);
    const booking = ensureServerCertificate(keysDir, 'booking', ['localhost'], 'server-and-client');
    expect(read(booking.certFile)).not.toBe(serverOnly);
    const cert = certificate(booking.certFile);
    expect(cert.subject).toBe('CN=booking');
    expect([...(cert.keyUsage ?? [])].sort()).toEqual(['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2']);
    expect(
      read(ensureServerCertificate(keysDir, 'booking', ['localhost'], 'server-and-client').certFile),
    ).toBe(read(booking.certFile));
    expect(
      certificate(ensureServerCertificate(keysDir, 'postgres', ['localhost']).certFile).keyUsage,
    ).toEqual(['1.3.6.1.5.5.7.3.1']);
  });
});
