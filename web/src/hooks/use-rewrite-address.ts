'use client';

import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { isLocale, localePath } from '../i18n/locales';

/**
 * Rewrites this page's address (a path without its locale) in place, with no new history entry,
 * so reload, share and Back find what the page has come to. Next.js keeps its router in step with
 * `history.replaceState`.
 */
export function useRewriteAddress(): (path: string) => void {
  const locale = useLocale();
  return useCallback(
    (path: string) =>
      window.history.replaceState(
        window.history.state,
        '',
        isLocale(locale) ? localePath(locale, path) : path,
      ),
    [locale],
  );
}
