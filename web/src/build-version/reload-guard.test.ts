import { describe, expect, it } from '@jest/globals';
import { installReloadGuard, isChunkLoadError, reloadGuardScript, RELOAD_GUARD_MS } from './reload-guard';

type Listener = (event: Event) => void;

function fakeWindow(storageWorks = true) {
  const store = new Map<string, string>();
  const listeners = new Map<string, Listener[]>();
  let reloads = 0;
  const win = {
    sessionStorage: {
      getItem: (key: string) => {
        if (!storageWorks) throw new Error('denied');
        return store.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        if (!storageWorks) throw new Error('denied');
        store.set(key, value);
      },
    },
    location: { reload: () => void reloads++ },
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
  };
  const fire = (type: string, event: object) => {
    for (const listener of listeners.get(type) ?? []) listener(event as Event);
  };
  return { win, fire, reloads: () => reloads };
}

describe('installReloadGuard', () => {
  it('when a Next chunk script fails twice within 10 s, then the page reloads once', () => {
    let now = 1_000_000;
    const { win, fire, reloads } = fakeWindow();
    installReloadGuard(win, 'k', RELOAD_GUARD_MS, () => now);
    fire('error', { target: { src: 'http://x/_next/static/chunks/a.js' } });
    now += RELOAD_GUARD_MS - 1;
    fire('error', { target: { src: 'http://x/_next/static/chunks/a.js' } });
    expect(reloads()).toBe(1);
  });

  it('when the second failure comes after 10 s, then it reloads again', () => {
    let now = 1_000_000;
    const { win, fire, reloads } = fakeWindow();
    installReloadGuard(win, 'k', RELOAD_GUARD_MS, () => now);
    fire('unhandledrejection', {
      reason: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
    });
    now += RELOAD_GUARD_MS;
    fire('moorline:chunk-error', {});
    expect(reloads()).toBe(2);
  });

  it('when the guard judges errors, then <html> shows each decision and how many it judged', () => {
    let now = 1_000_000;
    const { win, fire } = fakeWindow();
    const attributes = new Map<string, string>();
    const documentElement = {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name) ?? null,
    };
    installReloadGuard({ ...win, document: { documentElement } }, 'k', RELOAD_GUARD_MS, () => now);
    const seen = () => [attributes.get('data-reload-guard-seen'), attributes.get('data-reload-guard')];
    fire('error', { error: new TypeError('x is undefined') });
    expect(seen()).toEqual(['1', 'ignored']);
    fire('moorline:chunk-error', {});
    expect(seen()).toEqual(['2', 'reloading']);
    now += 1;
    fire('moorline:chunk-error', {});
    expect(seen()).toEqual(['3', 'held']);
  });

  it('when an unrelated error happens, then nothing reloads', () => {
    const { win, fire, reloads } = fakeWindow();
    installReloadGuard(win, 'k', RELOAD_GUARD_MS, () => 5);
    fire('error', { target: { src: 'http://x/images/a.png' }, error: new TypeError('x is undefined') });
    expect(reloads()).toBe(0);
  });

  it('when session storage is unavailable, then it never reloads (no loop)', () => {
    const { win, fire, reloads } = fakeWindow(false);
    installReloadGuard(win, 'k', RELOAD_GUARD_MS, () => 5);
    fire('moorline:chunk-error', {});
    expect(reloads()).toBe(0);
  });
});

describe('reloadGuardScript', () => {
  it('when evaluated, then it installs the same guard on a window-like object', () => {
    const { win, fire, reloads } = fakeWindow();
    new Function('window', 'Date', reloadGuardScript())(win, { now: () => 50_000 });
    fire('moorline:chunk-error', {});
    expect(reloads()).toBe(1);
  });
});

describe('isChunkLoadError', () => {
  it('when given a Turbopack chunk failure, then it is recognised', () => {
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Network down'))).toBe(false);
  });
});
