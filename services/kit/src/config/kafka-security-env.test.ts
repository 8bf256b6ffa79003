import { describe, expect, it } from '@jest/globals';
import { ensureDevCertificateAuthority } from '@moorline/deploy/src/tls/dev-certificates';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceEnv } from './common-env';
import { kafkaSecurityOf } from './kafka-security-env';
import { ConfigError, loadConfig } from './load-config';

const dir = mkdtempSync(join(tmpdir(), 'moorline-kafka-settings-'));
const ca = ensureDevCertificateAuthority(join(dir, 'keys'));
const passwordFile = join(dir, 'booking.password');
writeFileSync(passwordFile, 'scram-secret\n');

const valid = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/booking',
  KAFKA_BROKERS: '127.0.0.1:9092',
  GRPC_PORT: '15053',
  HTTP_PORT: '8103',
};
const secured = {
  ...valid,
  KAFKA_SECURITY: 'sasl_ssl',
  KAFKA_TLS_CA_FILE: ca.certFile,
  KAFKA_SASL_USERNAME: 'booking',
  KAFKA_SASL_PASSWORD_FILE: passwordFile,
};

describe('the Kafka security settings', () => {
  it('when nothing is set, then the brokers are reached in plaintext, as `make start` runs them', () => {
    expect(kafkaSecurityOf(loadConfig(serviceEnv, valid))).toEqual({ mode: 'plaintext' });
  });

  it('when sasl_ssl is set with the CA, a user and the password from a mounted file, then the client uses them', () => {
    expect(kafkaSecurityOf(loadConfig(serviceEnv, secured))).toEqual({
      mode: 'sasl_ssl',
      caFile: ca.certFile,
      username: 'booking',
      password: 'scram-secret',
    });
  });

  it('when sasl_ssl is set without its settings, then each missing one is named', () => {
    const attempt = () => loadConfig(serviceEnv, { ...valid, KAFKA_SECURITY: 'sasl_ssl' });
    expect(attempt).toThrow(ConfigError);
    for (const key of ['KAFKA_TLS_CA_FILE', 'KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD'])
      expect(attempt).toThrow(new RegExp(`^ {2}- ${key}: needed with KAFKA_SECURITY=sasl_ssl$`, 'm'));
  });

  it('when a password is set but the security is plaintext, then it is refused rather than ignored', () => {
    const attempt = () => loadConfig(serviceEnv, { ...valid, KAFKA_SASL_PASSWORD: 'scram-secret' });
    expect(attempt).toThrow(/KAFKA_SASL_PASSWORD: set while KAFKA_SECURITY is plaintext/);
    expect(attempt).not.toThrow(/scram-secret/);
  });

  it('when the CA file holds no certificate, then it is named', () => {
    expect(() => loadConfig(serviceEnv, { ...secured, KAFKA_TLS_CA_FILE: passwordFile })).toThrow(
      /KAFKA_TLS_CA_FILE: .* holds no PEM certificate/,
    );
  });
});
