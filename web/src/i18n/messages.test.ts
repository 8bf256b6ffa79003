import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { flatMessages } from './flat-messages';
import { LOCALE_CODES } from './locales';

// Guards the message catalogues: every locale has exactly the keys of English, with the same
// placeholders, nothing left untranslated, and every key is used somewhere in the source.

const SRC = path.join(__dirname, '..');

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)/g)].map((match) => match[1] ?? '').sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'messages' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

type FileFacts = { namespaces: Set<string>; literals: Set<string>; templates: RegExp[]; imports: string[] };

function factsOf(file: string): FileFacts {
  const code = readFileSync(file, 'utf8');
  const namespaces = new Set<string>();
  for (const match of code.matchAll(/(?:useTranslations|getTranslations)\(\s*['"]([\w.]+)['"]/g))
    namespaces.add(match[1] ?? '');
  for (const match of code.matchAll(/namespace:\s*['"]([\w.]+)['"]/g)) namespaces.add(match[1] ?? '');
  const literals = new Set<string>();
  const templates: RegExp[] = [];
  // One left-to-right pass over string tokens, so a quote inside a template never pairs wrongly.
  for (const match of code.matchAll(/`((?:[^`\\]|\\.)*)`|'([^'\\\n]*)'|"([^"\\\n]*)"/g)) {
    const template = match[1];
    if (template === undefined || !template.includes('${')) {
      literals.add(template ?? match[2] ?? match[3] ?? '');
      continue;
    }
    const pattern = template
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([A-Za-z0-9_]+)');
    templates.push(new RegExp(`^${pattern}$`));
  }
  const imports: string[] = [];
  for (const match of code.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
    const base = path.resolve(path.dirname(file), match[1] ?? '');
    for (const candidate of [`${base}.ts`, `${base}.tsx`]) {
      try {
        if (statSync(candidate).isFile()) imports.push(candidate);
      } catch {
        // not this extension
      }
    }
  }
  return { namespaces, literals, templates, imports };
}

// A key is used when a file opens its namespace and that file (or a module it imports) names the
// rest of the key, either literally or through a template whose variable parts are literals too.
function isUsed(key: string, facts: Map<string, FileFacts>): boolean {
  for (const fileFacts of facts.values()) {
    for (const namespace of fileFacts.namespaces) {
      if (!key.startsWith(`${namespace}.`)) continue;
      const rest = key.slice(namespace.length + 1);
      const reach = [fileFacts, ...fileFacts.imports.flatMap((file) => facts.get(file) ?? [])];
      const literals = new Set(reach.flatMap((f) => [...f.literals]));
      if (literals.has(rest)) return true;
      for (const template of fileFacts.templates) {
        const match = template.exec(rest);
        if (match && match.slice(1).every((part) => literals.has(part))) return true;
      }
    }
  }
  return false;
}

// Identical in every language on purpose: the brand name; a boat's name with its length.
const SAME_IN_ALL_LANGUAGES = new Set(['Metadata.siteName', 'MapPage.boatOption']);
/** Words one language writes as English does (Italian "Slovenia"; "Partner" in sl, hr and it). */
const PARTNER_COLUMNS = ['AdminEmbeds.column.partner', 'TurnoverPartners.column.source'];
const SAME_AS_ENGLISH: Partial<Record<string, ReadonlySet<string>>> = {
  sl: new Set(PARTNER_COLUMNS),
  hr: new Set(PARTNER_COLUMNS),
  it: new Set(['ApplyPage.countrySI', 'ConcessionaireOverview.berth.skipper', ...PARTNER_COLUMNS]),
};

const english = flatMessages('en');

describe('message catalogues', () => {
  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    'when %s is loaded, then it has exactly the English keys',
    (locale) => {
      const keys = [...flatMessages(locale).keys()].sort();
      expect(keys).toEqual([...english.keys()].sort());
    },
  );

  it.each(LOCALE_CODES)(
    'when %s is loaded, then no message is empty and placeholders match English',
    (locale) => {
      const messages = flatMessages(locale);
      for (const [key, value] of messages) {
        expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, placeholders: placeholders(value) }).toEqual({
          key,
          placeholders: placeholders(english.get(key) ?? ''),
        });
      }
    },
  );

  it.each(LOCALE_CODES.filter((code) => code !== 'en'))(
    'when %s is loaded, then no English text is left in it',
    (locale) => {
      const leftovers = [...flatMessages(locale)].filter(
        ([key, value]) =>
          !SAME_IN_ALL_LANGUAGES.has(key) &&
          !(SAME_AS_ENGLISH[locale]?.has(key) ?? false) &&
          value === english.get(key),
      );
      expect(leftovers).toEqual([]);
    },
  );

  it('when the source is scanned, then every message key is used', () => {
    const facts = new Map(sourceFiles(SRC).map((file) => [file, factsOf(file)] as const));
    const unused = [...english.keys()].filter((key) => !isUsed(key, facts));
    expect(unused).toEqual([]);
  });
});
