import { readFileSync } from 'node:fs';
import path from 'node:path';

// A locale's message catalogue as flat `Namespace.key` → text pairs, for the tests that read the
// catalogues as a whole (messages.test.ts, glossary.test.ts).

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

export function flatMessages(locale: string): Map<string, string> {
  const file = path.join(__dirname, '..', 'messages', `${locale}.json`);
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
}
