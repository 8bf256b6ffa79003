'use client';

import { useEffect } from 'react';

/**
 * While there are unsaved changes, leaving asks first: a reload or a closed tab through the
 * browser's own question (its text cannot be set), a link of the app (the back office's
 * navigation, which the App Router cannot hold back) through `question`, caught before the
 * router sees the click.
 */
export function useUnsavedGuard(unsaved: boolean, question: string): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    const askOnLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link === null || link.getAttribute('target') === '_blank' || link.hasAttribute('download')) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', ask);
    document.addEventListener('click', askOnLink, true);
    return () => {
      window.removeEventListener('beforeunload', ask);
      document.removeEventListener('click', askOnLink, true);
    };
  }, [unsaved, question]);
}
