import { describe, expect, it } from '@jest/globals';
import { hasHiddenCharacters, normaliseName } from './names';

describe('names people give', () => {
  it.each([
    ['a right-to-left override', 'Galeb\u202Eexe.fdp'],
    ['a zero-width space', 'Ga\u200Bleb'],
    ['a zero-width joiner', 'Ga\u200Dleb'],
    ['a left-to-right isolate', '\u2066Galeb'],
    ['a byte order mark', '\uFEFFGaleb'],
    ['a soft hyphen', 'Ga\u00ADleb'],
    ['a NUL', 'Ga\u0000leb'],
    ['a line break', 'Galeb\nII'],
    ['a tab', 'Galeb\tII'],
  ])('when a name holds %s, then it has hidden characters', (_, name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
  });

  it('when a name has letters of any script, accents or emoji, then nothing is hidden', () => {
    for (const name of ['Galeb II', 'Ćiro Šimić', 'Ναυτίλος', 'מרינה', 'Sea ⛵', "O'Neill-Brown"])
      expect(hasHiddenCharacters(name)).toBe(false);
  });

  it('when a name is typed with a combining accent, then it is stored composed (NFC), trimmed, with single spaces', () => {
    const decomposed = '  Ane\u0301ta   Kos ';
    expect(normaliseName(decomposed)).toBe('An\u00E9ta Kos');
    expect(normaliseName(decomposed)).toBe(normaliseName('An\u00E9ta Kos'));
  });
});
