import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgConnection, pgSslOptions } from '../db/database-tls';
import { serviceEnv } from './common-env';
import { databaseTlsOf } from './database-env';
import { ConfigError, loadConfig } from './load-config';

// A CA certificate (public; its key was never kept): only that it parses matters here.
const CA_PEM = `-----BEGIN CERTIFICATE-----
MIIBjTCCATOgAwIBAgIUAO2wbkBQV/EzA/mH7NtbbeQlcCMwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQTW9vcmxpbmUgdGVzdCBDQTAgFw0yNjExMjkwNzU3NDlaGA8y
MTI2MTEwNTA3NTc0OVowGzEZMBcGA1UEAwwQTW9vcmxpbmUgdGVzdCBDQTBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABNDR293RWx/SrmkEiJ3MW4dsDxhDpvokQzJY
DmW7yNJdMSSt4QeeMPRORpqohUGlrvJ95wg9SkpSBYfff71yWjqjUzBRMB0GA1Ud
DgQWBBTuD68kg54DK2hz5J2ktGhOCLeW7jAfBgNVHSMEGDAWgBTuD68kg54DK2hz
5J2ktGhOCLeW7jAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0gAMEUCIGW5
+ho8KI9BoyocAIPSTbLHvirELGzPEWZkk379RdLFAiEAsPYF7wqtzGfgttD/lTz0
7nTy+fP3kthHXTpHYBed7/M=
-----END CERTIFICATE-----
`;

const fileWith = (content: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'moorline-db-tls-')), 'ca.crt');
  writeFileSync(path, content);
  return path;
};

const valid = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/auth',
  KAFKA_BROKERS: '127.0.0.1:9092',
  GRPC_PORT: '15051',
  HTTP_PORT: '8101',
};

describe('the database TLS settings', () => {
  it('when nothing is set, then the pool connects in plaintext, as `make start` always did', () => {
    const config = loadConfig(serviceEnv, valid);
    expect(config.DATABASE_TLS).toBe('off');
    expect(databaseTlsOf(config)).toEqual({ mode: 'off' });
    expect(pgConnection(config.DATABASE_URL, databaseTlsOf(config)).ssl).toBe(false);
  });

  it('when verify-full is set with a CA file, then the pool trusts that CA alone and checks the name', () => {
    const caFile = fileWith(CA_PEM);
    const config = loadConfig(serviceEnv, {
      ...valid,
      DATABASE_TLS: 'verify-full',
      DATABASE_TLS_CA_FILE: caFile,
    });
    expect(databaseTlsOf(config)).toEqual({ mode: 'verify-full', caFile });
    const ssl = pgSslOptions(databaseTlsOf(config));
    expect(ssl).toEqual({ rejectUnauthorized: true, ca: CA_PEM });
    // Node's default identity check runs only while nothing replaces it.
    expect(ssl && 'checkServerIdentity' in ssl).toBe(false);
  });

  it("when verify-full is set without a CA file, then Node's bundled roots are trusted", () => {
    const config = loadConfig(serviceEnv, { ...valid, DATABASE_TLS: 'verify-full' });
    expect(pgSslOptions(databaseTlsOf(config))).toEqual({ rejectUnauthorized: true });
  });

  it('when the mode is none of ours (require, libpq’s mode without checks), then it is refused', () => {
    expect(() => loadConfig(serviceEnv, { ...valid, DATABASE_TLS: 'require' })).toThrow(
      /^ {2}- DATABASE_TLS: /m,
    );
  });

  it('when the CA file is missing or holds no certificate, then the error names the file', () => {
    expect(() =>
      loadConfig(serviceEnv, {
        ...valid,
        DATABASE_TLS: 'verify-full',
        DATABASE_TLS_CA_FILE: '/nonexistent/ca.crt',
      }),
    ).toThrow('DATABASE_TLS_CA_FILE: cannot read /nonexistent/ca.crt (ENOENT)');
    const notACertificate = fileWith('postgres://not-a-certificate\n');
    expect(() =>
      loadConfig(serviceEnv, {
        ...valid,
        DATABASE_TLS: 'verify-full',
        DATABASE_TLS_CA_FILE: notACertificate,
      }),
    ).toThrow(`DATABASE_TLS_CA_FILE: ${notACertificate} holds no PEM certificate`);
  });

  it('when a CA file is set but TLS is off, then it is refused rather than quietly connecting in plaintext', () => {
    expect(() => loadConfig(serviceEnv, { ...valid, DATABASE_TLS_CA_FILE: fileWith(CA_PEM) })).toThrow(
      /DATABASE_TLS_CA_FILE: set while DATABASE_TLS is off/,
    );
  });

  it.each(['sslmode=disable', 'sslmode=require', 'ssl=true', 'sslrootcert=/ca.crt', 'uselibpqcompat=true'])(
    'when the URL carries %s, which pg would put above DATABASE_TLS, then it is refused without echoing the URL',
    (parameter) => {
      const DATABASE_URL = `postgres://u:hunter2@db:5432/auth?${parameter}`;
      const attempt = () => loadConfig(serviceEnv, { ...valid, DATABASE_URL, DATABASE_TLS: 'verify-full' });
      expect(attempt).toThrow(`DATABASE_URL: carries ${parameter.split('=')[0]}; TLS is set by DATABASE_TLS`);
      expect(attempt).not.toThrow(/hunter2/);
      expect(() => pgConnection(DATABASE_URL)).toThrow(/set TLS with DATABASE_TLS/);
    },
  );
});

describe('a production deployment (APP_ENV=production) and a plaintext database', () => {
  const production = {
    ...valid,
    APP_ENV: 'production',
    DATABASE_URL: 'postgres://auth:s3cr3t-issued@db.internal:5432/auth',
  };

  it('when TLS is off for a database on another host, then it refuses to start and says what to set', () => {
    const attempt = () => loadConfig(serviceEnv, production);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /^ {2}- DATABASE_TLS: off for the database at db\.internal; production connects with DATABASE_TLS=verify-full/m,
    );
  });

  it('when TLS is verify-full, then it starts', () => {
    expect(loadConfig(serviceEnv, { ...production, DATABASE_TLS: 'verify-full' }).APP_ENV).toBe('production');
  });

  it.each([
    ['127.0.0.1', 'postgres://auth:s3cr3t-issued@127.0.0.1:5432/auth'],
    ['127.8.0.1', 'postgres://auth:s3cr3t-issued@127.8.0.1:5432/auth'],
    ['localhost', 'postgres://auth:s3cr3t-issued@localhost:5432/auth'],
    ['::1', 'postgres://auth:s3cr3t-issued@[::1]:5432/auth'],
    ['a Unix socket', 'postgres://auth:s3cr3t-issued@localhost/auth?host=/var/run/postgresql'],
  ])(
    'when the database is on %s, then plaintext never leaves the machine and it starts',
    (_where, DATABASE_URL) => {
      expect(loadConfig(serviceEnv, { ...production, DATABASE_URL }).DATABASE_TLS).toBe('off');
    },
  );

  it('when the host parameter names another machine over a loopback-looking URL, then it is refused', () => {
    const DATABASE_URL = 'postgres://auth:s3cr3t-issued@localhost:5432/auth?host=db.internal';
    expect(() => loadConfig(serviceEnv, { ...production, DATABASE_URL })).toThrow(/database at db\.internal/);
  });

  it('when the deployment is not production, then plaintext to another host still starts (compose, tests)', () => {
    expect(loadConfig(serviceEnv, { ...production, APP_ENV: 'development' }).DATABASE_TLS).toBe('off');
  });
});
