import { describe, expect, it } from '@jest/globals';
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
});
