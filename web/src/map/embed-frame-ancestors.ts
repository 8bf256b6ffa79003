// Issue 5 item 10: a map embed may be framed only by the origins its partner registered. The
// proxy asks the BFF once a minute per embed; anything unknown or unreadable may not frame it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMBED_PATH = /^\/[a-z]{2}\/map-embed\/([^/]+)\/?$/;

/** The embed id of a /{locale}/map-embed/{uuid} path, or null. */
export function embedIdOf(pathname: string): string | null {
  const id = EMBED_PATH.exec(pathname)?.[1] ?? null;
  return id !== null && UUID.test(id) ? id : null;
}

/**
 * CSP sources for the registered origins: only http(s) origins, rebuilt from their parts so a
 * stored value can never add a directive of its own.
 */
export function frameAncestorSources(origins: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'https:' || url.protocol === 'http:') sources.add(url.origin);
    } catch {
      // not an origin: left out
    }
  }
  return [...sources];
}

type Entry = { sources: string[]; expiresAt: number };

export type EmbedOriginsCache = { sourcesFor(id: string): Promise<string[]> };

export function createEmbedOriginsCache(deps: {
  load: (id: string) => Promise<readonly string[] | null>;
  now: () => number;
  ttlMs?: number;
  maxEntries?: number;
}): EmbedOriginsCache {
  const ttlMs = deps.ttlMs ?? 60_000;
  const maxEntries = deps.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  return {
    async sourcesFor(id) {
      const held = entries.get(id);
      if (held && held.expiresAt > deps.now()) return held.sources;
      let sources: string[] = [];
      try {
        sources = frameAncestorSources((await deps.load(id)) ?? []);
      } catch {
        // The BFF is unreachable: refuse framing now, ask again soon.
      }
      entries.delete(id);
      entries.set(id, { sources, expiresAt: deps.now() + ttlMs });
      // Oldest first: Maps keep insertion order.
      for (const key of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(key);
      }
      return sources;
    },
  };
}
