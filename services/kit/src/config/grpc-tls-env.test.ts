import { describe, expect, it } from '@jest/globals';
import { ensureServerCertificate } from '@moorline/deploy/src/tls/dev-certificates';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceEnv } from './common-env';
import { grpcTargetHosts, grpcTlsOf } from './grpc-tls-env';
import { ConfigError, loadConfig } from './load-config';

// Made with the machine's openssl, as `SECURE=1 make start` makes them.
const keysDir = join(mkdtempSync(join(tmpdir(), 'moorline-grpc-settings-')), 'keys');
const booking = ensureServerCertificate(keysDir, 'booking', ['localhost', '127.0.0.1'], 'server-and-client');
const catalog = ensureServerCertificate(keysDir, 'catalog', ['localhost', '127.0.0.1'], 'server-and-client');

const valid = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/booking',
  KAFKA_BROKERS: '127.0.0.1:9092',
  GRPC_PORT: '15053',
  HTTP_PORT: '8103',
};
const mutual = {
  ...valid,
  GRPC_TLS: 'mutual',
  GRPC_TLS_CA_FILE: booking.caFile,
  GRPC_TLS_CERT_FILE: booking.certFile,
  GRPC_TLS_KEY_FILE: booking.keyFile,
};

describe('the gRPC TLS settings', () => {
  it('when nothing is set, then gRPC is plaintext, as `make start` always ran it', () => {
    const config = loadConfig(serviceEnv, valid);
    expect(config.GRPC_TLS).toBe('off');
    expect(grpcTlsOf(config)).toEqual({ mode: 'off' });
  });

  it('when mutual is set with the CA, the certificate and the key from a mounted file, then both sides use them', () => {
    expect(grpcTlsOf(loadConfig(serviceEnv, mutual))).toEqual({
      mode: 'mutual',
      caFile: booking.caFile,
      certFile: booking.certFile,
      privateKey: readFileSync(booking.keyFile, 'utf8').trim(),
    });
  });

  it('when mutual is set without its files, then each missing one is named', () => {
    const attempt = () => loadConfig(serviceEnv, { ...valid, GRPC_TLS: 'mutual' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^ {2}- GRPC_TLS_CA_FILE: needed with GRPC_TLS=mutual$/m);
    expect(attempt).toThrow(/^ {2}- GRPC_TLS_CERT_FILE: needed with GRPC_TLS=mutual$/m);
    expect(attempt).toThrow(/^ {2}- GRPC_TLS_KEY: needed with GRPC_TLS=mutual$/m);
  });

  it('when the key is another certificate’s, then it is refused without printing the key', () => {
    const attempt = () => loadConfig(serviceEnv, { ...mutual, GRPC_TLS_KEY_FILE: catalog.keyFile });
    expect(attempt).toThrow(/GRPC_TLS_KEY: not the private key of the certificate in GRPC_TLS_CERT_FILE/);
    expect(attempt).not.toThrow(/PRIVATE KEY/);
  });

  it('when the key is given twice (GRPC_TLS_KEY and GRPC_TLS_KEY_FILE), then it is refused as every secret is', () => {
    expect(() =>
      loadConfig(serviceEnv, { ...mutual, GRPC_TLS_KEY: readFileSync(booking.keyFile, 'utf8') }),
    ).toThrow('GRPC_TLS_KEY: set either GRPC_TLS_KEY or GRPC_TLS_KEY_FILE, not both');
  });

  it('when a certificate file is not a certificate, then the file is named', () => {
    expect(() => loadConfig(serviceEnv, { ...mutual, GRPC_TLS_CERT_FILE: booking.keyFile })).toThrow(
      `GRPC_TLS_CERT_FILE: ${booking.keyFile} holds no PEM certificate`,
    );
  });

  it('when TLS files are set but the mode is off, then it is refused rather than quietly serving plaintext', () => {
    expect(() => loadConfig(serviceEnv, { ...mutual, GRPC_TLS: 'off' })).toThrow(
      /GRPC_TLS_CA_FILE: set while GRPC_TLS is off/,
    );
  });

  it('when the mode is none of ours, then it is refused', () => {
    expect(() => loadConfig(serviceEnv, { ...valid, GRPC_TLS: 'server-only' })).toThrow(/^ {2}- GRPC_TLS: /m);
  });
});

describe('a production deployment (APP_ENV=production) and plaintext gRPC', () => {
  const production = {
    ...valid,
    APP_ENV: 'production',
    DATABASE_URL: 'postgres://booking:s3cr3t-issued@127.0.0.1:5432/booking',
  };

  it('when gRPC listens beyond loopback in plaintext, then it refuses to start and says what to set', () => {
    expect(() => loadConfig(serviceEnv, { ...production, GRPC_HOST: '0.0.0.0' })).toThrow(
      /^ {2}- GRPC_TLS: off while gRPC listens on 0\.0\.0\.0; production serves gRPC with GRPC_TLS=mutual/m,
    );
  });

  it('when it calls another host in plaintext, then it refuses to start and names the setting', () => {
    const schema = serviceEnv.extend({ CATALOG_GRPC_ADDRESS: serviceEnv.shape.GRPC_HOST });
    expect(() =>
      loadConfig(schema, { ...production, CATALOG_GRPC_ADDRESS: 'dns:///catalog-grpc:15052' }),
    ).toThrow('GRPC_TLS: off for calls to dns:///catalog-grpc:15052 (CATALOG_GRPC_ADDRESS)');
    expect(loadConfig(schema, { ...production, CATALOG_GRPC_ADDRESS: '127.0.0.1:15052' }).GRPC_TLS).toBe(
      'off',
    );
  });

  it('when gRPC is mutual, then it starts on every address', () => {
    const config = loadConfig(serviceEnv, {
      ...production,
      ...mutual,
      APP_ENV: 'production',
      GRPC_HOST: '0.0.0.0',
    });
    expect(config.GRPC_TLS).toBe('mutual');
  });

  it('when plaintext gRPC stays on loopback, then it starts', () => {
    expect(loadConfig(serviceEnv, production).GRPC_HOST).toBe('127.0.0.1');
  });

  it('when the deployment is not production, then plaintext on every address still starts (compose, dev overlay)', () => {
    expect(
      loadConfig(serviceEnv, { ...production, APP_ENV: 'development', GRPC_HOST: '0.0.0.0' }).GRPC_TLS,
    ).toBe('off');
  });
});

describe('the hosts a gRPC target reaches', () => {
  it.each([
    ['127.0.0.1:15052', ['127.0.0.1']],
    ['localhost:15052', ['localhost']],
    ['[::1]:15052', ['::1']],
    ['dns:///catalog-grpc:15052', ['catalog-grpc']],
    ['dns://10.0.0.10/catalog-grpc:15052', ['catalog-grpc']],
    ['ipv4:10.0.0.1:15052,127.0.0.1:15052', ['10.0.0.1', '127.0.0.1']],
    ['ipv6:[::1]:15052', ['::1']],
    ['unix:/run/catalog.sock', ['/unix-socket']],
  ])('%s reaches %j', (target, hosts) => {
    expect(grpcTargetHosts(target)).toEqual(hosts);
  });
});
