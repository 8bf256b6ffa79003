import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue } from '../../../proto/src/errors';
import { ERROR_CODES } from './error-codes';
import { LOCALE_CODES } from './locales';

// spec §8: one catalogue end to end. Every code the API can answer has its message in every page
// language, and English says what the catalogue says.

const catalogueCodes = Object.keys(errorCatalogue).sort();

function errorMessages(locale: string): Record<string, string> {
  const file = path.join(__dirname, '..', 'messages', `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as { ErrorCodes: Record<string, string> };
  return messages.ErrorCodes;
}

describe('error code messages', () => {
  it('when the web lists the codes it translates, then they are exactly the catalogue', () => {
    expect([...ERROR_CODES].sort()).toEqual(catalogueCodes);
  });

  it.each(LOCALE_CODES)('when %s is loaded, then every catalogue code has a message', (locale) => {
    const messages = errorMessages(locale);
    const missing = catalogueCodes.filter((code) => !(messages[code] ?? '').trim());
    expect(missing).toEqual([]);
    // Besides the codes, only the fallback for an unknown code.
    expect(Object.keys(messages).sort()).toEqual([...catalogueCodes, 'generic'].sort());
  });

  it('when English is loaded, then each message is the catalogue wording', () => {
    const english = errorMessages('en');
    const differing = Object.entries(errorCatalogue)
      .filter(([code, entry]) => english[code] !== entry.message)
      .map(([code]) => code);
    expect(differing).toEqual([]);
  });
});
