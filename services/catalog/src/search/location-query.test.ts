import { describe, expect, it } from '@jest/globals';
import { validLocationQuery } from './location-query';

describe('validLocationQuery', () => {
  it('when the query has accents, capitals and spaces around it, then it is normalised', () => {
    expect(validLocationQuery('  Šipan ')).toBe('sipan');
    expect(validLocationQuery('TELAŠ')).toBe('telas');
  });

  it('when fewer than 2 characters remain once trimmed, then the query is too short', () => {
    for (const short of ['', ' ', 'š', '  a  ']) {
      expect(() => validLocationQuery(short)).toThrow(
        expect.objectContaining({ code: 'invalid_request', message: 'Type at least 2 characters to search' }),
      );
    }
    expect(validLocationQuery('šk')).toBe('sk');
  });

  it('when the query is longer than 100 characters, then it is refused', () => {
    expect(() => validLocationQuery('a'.repeat(101))).toThrow('The search text is too long');
  });
});
