import { describe, expect, it } from '@jest/globals';
import { resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('when the route has a locale, then it wins over the cookie', () => {
    expect(resolveLocale({ routeLocale: 'it', cookieLocale: 'sl', defaultLocale: 'en' })).toBe('it');
  });

  it('when the route has none, then the cookie decides', () => {
    expect(resolveLocale({ routeLocale: null, cookieLocale: 'hr', defaultLocale: 'en' })).toBe('hr');
  });

  it('when a printed code is opened without a cookie, then the phone’s language comes before the default', () => {
    const scanned = { routeLocale: null, defaultLocale: 'en' };
    expect(resolveLocale({ ...scanned, cookieLocale: undefined, acceptLanguage: 'it-IT,it;q=0.9' })).toBe(
      'it',
    );
    expect(resolveLocale({ ...scanned, cookieLocale: 'sl', acceptLanguage: 'it-IT,it;q=0.9' })).toBe('sl');
    expect(resolveLocale({ ...scanned, cookieLocale: undefined, acceptLanguage: 'de-DE,de;q=0.9' })).toBe(
      'en',
    );
  });

  it('when the cookie holds an unknown value, then the configured default is used', () => {
    expect(resolveLocale({ routeLocale: null, cookieLocale: 'de', defaultLocale: 'sl' })).toBe('sl');
  });
});
