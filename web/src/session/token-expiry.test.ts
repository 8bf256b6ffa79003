import { describe, expect, it } from '@jest/globals';
import { accessTokenExpired } from './token-expiry';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenExpiringAt = (seconds: number) =>
  `${base64url({ alg: 'ES256' })}.${base64url({ exp: seconds, sub: 'u1' })}.sig`;
const now = new Date('2026-11-25T10:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('accessTokenExpired', () => {
  it('when the token says it expired, then it is expired', () => {
    expect(accessTokenExpired(tokenExpiringAt(nowSeconds - 1), now)).toBe(true);
    expect(accessTokenExpired(tokenExpiringAt(nowSeconds), now)).toBe(true);
  });

  it('when the token is still within its lifetime, then it is not', () => {
    expect(accessTokenExpired(tokenExpiringAt(nowSeconds + 20), now)).toBe(false);
  });

  it('when the token cannot be read, then the server decides', () => {
    for (const token of [
      'forged-token',
      'a.not-base64!.c',
      `${base64url({})}.${base64url({ sub: 'u1' })}.s`,
    ]) {
      expect(accessTokenExpired(token, now)).toBe(false);
    }
  });
});
