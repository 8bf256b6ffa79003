import { describe, expect, it } from '@jest/globals';
import { normaliseSearchText } from './normalise-search-text';

describe('normaliseSearchText', () => {
  it('when a name carries Croatian and Slovenian diacritics, then they are dropped', () => {
    expect(normaliseSearchText('Telašćica')).toBe('telascica');
    expect(normaliseSearchText('Šipanska Luka')).toBe('sipanska luka');
    expect(normaliseSearchText('Suđurađ')).toBe('sudurad');
    expect(normaliseSearchText('Žirje')).toBe('zirje');
    expect(normaliseSearchText('Piškera')).toBe('piskera');
  });

  it('when a name carries Italian accents or other letters, then they fold to ASCII', () => {
    expect(normaliseSearchText('Cittanova d’Istria')).toBe('cittanova d istria');
    expect(normaliseSearchText('Hallberg-Rassy')).toBe('hallberg rassy');
    expect(normaliseSearchText('Bénéteau Océanis 40.1')).toBe('beneteau oceanis 40 1');
    expect(normaliseSearchText('Grünwald Ørsted Straße')).toBe('grunwald orsted strasse');
  });

  it('when the text has surrounding or repeated spaces, then they collapse', () => {
    expect(normaliseSearchText('  Mljet   –  Polače ')).toBe('mljet polace');
    expect(normaliseSearchText('')).toBe('');
  });
});
