import { describe, expect, it } from '@jest/globals';
import { languageCookie } from './language-cookie';

describe('languageCookie', () => {
  it('when in development, then it is not Secure and carries no domain', () => {
    const cookie = languageCookie('sl', { appEnv: 'development', cookieDomain: 'example.test' });
    expect(cookie).toMatchObject({
      name: 'user_language',
      value: 'sl',
      maxAge: 31_536_000,
      path: '/',
      sameSite: 'lax',
    });
    expect(cookie.secure).toBe(false);
    expect(cookie.domain).toBeUndefined();
  });

  it('when in testing, then it is Secure with the testing domain', () => {
    const cookie = languageCookie('hr', { appEnv: 'testing', cookieDomain: 'test.moorline.example' });
    expect(cookie.secure).toBe(true);
    expect(cookie.domain).toBe('test.moorline.example');
  });

  it('when in production without a configured domain, then it is Secure and host-only', () => {
    const cookie = languageCookie('it', { appEnv: 'production', cookieDomain: null });
    expect(cookie.secure).toBe(true);
    expect(cookie.domain).toBeUndefined();
  });
});
