import { describe, expect, it } from '@jest/globals';
import { resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('when the route has a locale, then it wins over the cookie', () => {
    expect(resolveLocale({ routeLocale: 'it', cookieLocale: 'sl', defaultLocale: 'en' })).toBe('it');
  });

  it('when the route has none, then the cookie decides', () => {
    expect(resolveLocale({ routeLocale: null, cookieLocale: 'hr', defaultLocale: 'en' })).toBe('hr');
  });

  it('when the cookie holds an unknown value, then the configured default is used', () => {
    expect(resolveLocale({ routeLocale: null, cookieLocale: 'de', defaultLocale: 'sl' })).toBe('sl');
  });
});
