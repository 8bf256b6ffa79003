import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './load-config';
import { serviceEnv } from './common-env';

describe('loadConfig', () => {
  const valid = {
    DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/auth',
    KAFKA_BROKERS: '127.0.0.1:9092, 127.0.0.1:9093',
    GRPC_PORT: '50051',
    HTTP_PORT: '8101',
  };

  it('when the environment is valid, then values are parsed and defaults applied', () => {
    const config = loadConfig(serviceEnv, valid);
    expect(config.KAFKA_BROKERS).toEqual(['127.0.0.1:9092', '127.0.0.1:9093']);
    expect(config.GRPC_PORT).toBe(50051);
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
});
