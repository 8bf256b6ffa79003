// spec §9: a failed chunk load reloads the page, at most once per 10 seconds.
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'moorline:chunk-reload-at';
// Dispatched on window by error boundaries that catch a chunk failure React saw first.
export const CHUNK_ERROR_EVENT = 'moorline:chunk-error';

export type GuardWindow = {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'reload'>;
  addEventListener(type: string, listener: (event: Event) => void, capture?: boolean): void;
  document?: { documentElement: Pick<Element, 'setAttribute' | 'getAttribute'> };
};

export function isChunkLoadError(value: unknown): boolean {
  const text = value instanceof Error ? `${value.name} ${value.message}` : String(value);
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|dynamically imported module/i.test(text);
}

// Serialised into an inline <head> script (see reloadGuardScript) so it is armed before any
// chunk is requested; it must therefore not reference anything outside its own body.
export function installReloadGuard(
  win: GuardWindow,
  key: string,
  windowMs: number,
  now: () => number,
): () => boolean {
  const chunkPattern =
    /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|dynamically imported module/i;
  function reloadOnce(): boolean {
    try {
      const last = Number(win.sessionStorage.getItem(key)) || 0;
      const at = now();
      if (at - last < windowMs) return false;
      win.sessionStorage.setItem(key, String(at));
    } catch {
      // Without storage we cannot remember the last reload, and a reload loop is worse than a broken page.
      return false;
    }
    win.location.reload();
    return true;
  }
  // Each decision is written on <html> (data-reload-guard: reloading, held or ignored, and
  // data-reload-guard-seen: how many errors it judged), so a browser test can wait for the
  // decision instead of waiting a while to see that no reload came.
  function decide(isChunkFailure: boolean): void {
    const root = win.document?.documentElement;
    const decision = !isChunkFailure ? 'ignored' : reloadOnce() ? 'reloading' : 'held';
    if (!root) return;
    root.setAttribute(
      'data-reload-guard-seen',
      String(Number(root.getAttribute('data-reload-guard-seen')) + 1),
    );
    root.setAttribute('data-reload-guard', decision);
  }
  function describe(value: unknown): string {
    if (value && typeof value === 'object' && 'message' in value) {
      return `${String(Reflect.get(value, 'name'))} ${String(Reflect.get(value, 'message'))}`;
    }
    return String(value);
  }
  win.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      const src =
        target && typeof target === 'object' && 'src' in target ? String(Reflect.get(target, 'src')) : '';
      decide(
        src.indexOf('/_next/static/') !== -1 ||
          chunkPattern.test(describe(Reflect.get(event, 'error') ?? Reflect.get(event, 'message'))),
      );
    },
    true,
  );
  win.addEventListener('unhandledrejection', (event) => {
    decide(chunkPattern.test(describe(Reflect.get(event, 'reason'))));
  });
  win.addEventListener('moorline:chunk-error', () => {
    decide(true);
  });
  return reloadOnce;
}

export function reloadGuardScript(): string {
  return `(${installReloadGuard.toString()})(window, ${JSON.stringify(RELOAD_GUARD_KEY)}, ${RELOAD_GUARD_MS}, Date.now);`;
}
