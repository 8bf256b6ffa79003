'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import {
  BUILD_CHECK_INTERVAL_MS,
  BUILD_VERSION_PATH,
  isNewerBuild,
  isPlainInternalNavigation,
} from '../../build-version/build-version';
import { CURRENT_BUILD_ID } from '../../build-version/build-id';

async function fetchIsStale(): Promise<boolean> {
  try {
    const response = await fetch(BUILD_VERSION_PATH, { cache: 'no-store' });
    return response.ok && isNewerBuild(CURRENT_BUILD_ID, await response.json());
  } catch {
    // Offline on a boat is normal; try again at the next check.
    return false;
  }
}

// spec §2: a new build is detected and applied on the next navigation, as a full page load.
export function BuildVersionWatcher() {
  const stale = useRef(false);
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    async function check() {
      if (stale.current) return;
      stale.current = await fetchIsStale();
      if (stale.current) document.documentElement.dataset.buildStale = 'true';
    }
    function onClick(event: MouseEvent) {
      if (!stale.current || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a');
      if (!anchor || !isPlainInternalNavigation(event, anchor, window.location.origin)) return;
      // Capture phase on document runs before React's root listener, so next/link never sees it.
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(anchor.href);
    }
    function onVisible() {
      if (document.visibilityState === 'visible') void check();
    }
    void check();
    const timer = window.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('click', onClick, true);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    // A navigation that did not come from a link click (router.push, back button): check now and
    // finish it as a full load if a newer build is out.
    void fetchIsStale().then((isStale) => {
      if (isStale) window.location.reload();
    });
  }, [pathname]);

  return null;
}
