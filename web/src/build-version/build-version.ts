// The latest-build descriptor the client polls (spec §7: "a latest-build descriptor").
export const BUILD_VERSION_PATH = '/api/build-version';
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

export function isNewerBuild(current: string, latest: unknown): boolean {
  if (typeof latest !== 'object' || latest === null) return false;
  const buildId: unknown = Reflect.get(latest, 'buildId');
  return typeof buildId === 'string' && buildId !== '' && buildId !== current;
}

// Only plain same-origin navigations become full loads; new tabs, downloads and hash jumps are left alone.
export function isPlainInternalNavigation(
  event: MouseEvent,
  anchor: HTMLAnchorElement,
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, origin);
  return url.origin === origin;
}
