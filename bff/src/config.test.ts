import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '@moorline/kit';
import { bffEnv, trustedProxies } from './config';

describe('TRUST_PROXY', () => {
  it('when it is false or empty, then no forwarded address is believed', () => {
    expect(trustedProxies('false')).toBe(false);
    expect(trustedProxies('')).toBe(false);
  });

  it('when it is true or a hop count, then only that many proxies on our side are believed', () => {
    expect(trustedProxies('true')).toBe(1);
    expect(trustedProxies('2')).toBe(2);
  });

  it("when it is loopback (the default), then the web app's proxy on this machine is believed", () => {
    expect(trustedProxies('loopback')).toEqual(['loopback']);
  });

  it('when it lists addresses, then only those proxies are believed', () => {
    expect(trustedProxies('10.0.0.0/8, 192.168.1.1')).toEqual(['10.0.0.0/8', '192.168.1.1']);
  });
});

describe('HOST', () => {
  it('when it is not set, then the BFF listens on loopback only', () => {
    expect(bffEnv.shape.HOST.parse(undefined)).toBe('127.0.0.1');
    expect(bffEnv.shape.HOST.parse('0.0.0.0')).toBe('0.0.0.0');
  });
});

describe('gRPC to the services in production (APP_ENV=production)', () => {
  const production = {
    APP_ENV: 'production',
    JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nnot checked here\n-----END PUBLIC KEY-----',
    BOOKING_PASS_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nnot checked here\n-----END PUBLIC KEY-----',
    CATALOG_GRPC_ADDRESS: 'dns:///catalog-grpc:15052',
  };

  it('when it would call a service on another host in plaintext, then it refuses to start and names the address', () => {
    expect(() => loadConfig(bffEnv, production)).toThrow(
      'GRPC_TLS: off for calls to dns:///catalog-grpc:15052 (CATALOG_GRPC_ADDRESS)',
    );
  });

  it('when every service it calls is on loopback, then plaintext never leaves the machine and it starts', () => {
    expect(loadConfig(bffEnv, { ...production, CATALOG_GRPC_ADDRESS: undefined }).GRPC_TLS).toBe('off');
  });
});
