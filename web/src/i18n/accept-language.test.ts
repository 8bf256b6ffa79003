import { describe, expect, it } from '@jest/globals';
import { preferredLocale } from './accept-language';

describe('the locale a browser asks for', () => {
  it.each([
    ['it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7', 'it'],
    ['de-DE,de;q=0.9,hr;q=0.5', 'hr'],
    ['en;q=0.3, sl-SI', 'sl'],
    ['HR', 'hr'],
  ])('when it sends %j, then %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });

  it.each([['de-DE,de;q=0.9'], ['it;q=0'], [''], [null], ['*']])(
    'when it sends %j, then none of ours',
    (header) => {
      expect(preferredLocale(header)).toBeNull();
    },
  );
});
