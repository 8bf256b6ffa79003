import { describe, expect, it } from '@jest/globals';
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
