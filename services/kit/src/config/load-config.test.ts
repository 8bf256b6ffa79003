import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, loadConfig } from './load-config';
import { serviceEnv, serviceEnvWithPorts } from './common-env';
import { readEphemeralPortRange, type PortRange } from './ephemeral-port-range';

/** Linux's, as in CI and on the developers' machines: the kernel file is read, not imitated. */
function thisMachinesRange(): PortRange {
  const range = readEphemeralPortRange();
  if (range === undefined) throw new Error('this test reads /proc/sys/net/ipv4/ip_local_port_range (Linux)');
  return range;
}

describe('loadConfig', () => {
  const valid = {
    DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/auth',
    KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9093',
    GRPC_PORT: '15051',
    HTTP_PORT: '8101',
  };

  it('when the environment is valid, then values are parsed and defaults applied', () => {
    const config = loadConfig(serviceEnv, valid);
    expect(config.KAFKA_BROKERS).toEqual(['127.0.0.1:9092', '127.0.0.1:9093']);
    expect(config.GRPC_PORT).toBe(15051);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('when no listen address is set, then gRPC and health/metrics listen on loopback only', () => {
    const config = loadConfig(serviceEnv, valid);
    expect([config.GRPC_HOST, config.HTTP_HOST]).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(loadConfig(serviceEnv, { ...valid, GRPC_HOST: '0.0.0.0' }).GRPC_HOST).toBe('0.0.0.0');
  });

  it('when a key is missing or malformed, then the error names every such key', () => {
    const attempt = () => loadConfig(serviceEnv, { ...valid, DATABASE_URL: undefined, GRPC_PORT: 'abc' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/GRPC_PORT/);
  });

  describe('when a listening port lies in the ephemeral range of this machine', () => {
    const range = thisMachinesRange();
    const inside = String(range.low + 1);

    it('then the error names the variable to change and the range', () => {
      const attempt = () => loadConfig(serviceEnv, { ...valid, HTTP_PORT: inside });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(
        `HTTP_PORT: ${inside} lies in the kernel's ephemeral port range ${range.low}–${range.high}`,
      );
    });

    it('then a default port inside it is refused too', () => {
      const schema = serviceEnvWithPorts(range.low, 8101);
      expect(() => loadConfig(schema, { ...valid, GRPC_PORT: undefined })).toThrow(/^ {2}- GRPC_PORT: /m);
    });
  });

  describe('when a secret is mounted as a file (X_FILE)', () => {
    const secretFile = (content: string) => {
      const path = join(mkdtempSync(join(tmpdir(), 'moorline-secret-')), 'secret');
      writeFileSync(path, content);
      return path;
    };

    it('then its content, without the trailing newline, stands for the variable', () => {
      const DATABASE_URL_FILE = secretFile('postgres://u:from-file@db:5432/auth\n');
      const config = loadConfig(serviceEnv, { ...valid, DATABASE_URL: undefined, DATABASE_URL_FILE });
      expect(config.DATABASE_URL).toBe('postgres://u:from-file@db:5432/auth');
    });

    it('then setting the variable too is refused, naming both', () => {
      const DATABASE_URL_FILE = secretFile('postgres://u:p@db:5432/auth');
      expect(() => loadConfig(serviceEnv, { ...valid, DATABASE_URL_FILE })).toThrow(
        'DATABASE_URL: set either DATABASE_URL or DATABASE_URL_FILE, not both',
      );
    });

    it('then another tool’s *_FILE variable is none of ours and is left alone', () => {
      const config = loadConfig(serviceEnv, { ...valid, TF_CLI_CONFIG_FILE: '/nonexistent/.terraformrc' });
      expect(config.DATABASE_URL).toBe(valid.DATABASE_URL);
    });

    it('then a file that cannot be read is named with the reason', () => {
      const attempt = () =>
        loadConfig(serviceEnv, {
          ...valid,
          DATABASE_URL: undefined,
          DATABASE_URL_FILE: '/nonexistent/db-url',
        });
      expect(attempt).toThrow('DATABASE_URL_FILE: cannot read /nonexistent/db-url (ENOENT)');
    });
  });

  describe('when the deployment is production (APP_ENV=production)', () => {
    const production = {
      ...valid,
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://auth:s3cr3t-issued@db:5432/auth',
      DATABASE_TLS: 'verify-full',
    };
    const withSeeding = serviceEnv.extend({ SEED_DEMO_DATA: z.stringbool().default(false) });

    it('then a password operations issued starts', () => {
      expect(loadConfig(withSeeding, production).APP_ENV).toBe('production');
    });

    it.each([
      ['the compose default', 'postgres://moorline_auth:moorline@db:5432/auth', /development password/],
      ['the superuser default', 'postgres://postgres:postgres@db:5432/auth', /development password/],
      ['no password', 'postgres://moorline_auth@db:5432/auth', /has no password/],
    ])('then a database URL with %s is refused', (_case, DATABASE_URL, message) => {
      expect(() => loadConfig(withSeeding, { ...production, DATABASE_URL })).toThrow(message);
    });

    it('then seeding the demo accounts is refused', () => {
      expect(() => loadConfig(withSeeding, { ...production, SEED_DEMO_DATA: 'yes' })).toThrow(
        /^ {2}- SEED_DEMO_DATA: demo accounts share a published password/m,
      );
    });

    it('then in development the same defaults start, as `make start` and compose need', () => {
      const development = { ...production, APP_ENV: 'development', SEED_DEMO_DATA: 'true' };
      const config = loadConfig(withSeeding, {
        ...development,
        DATABASE_URL: 'postgres://u:moorline@db:5432/a',
      });
      expect(config.SEED_DEMO_DATA).toBe(true);
    });
  });
});
