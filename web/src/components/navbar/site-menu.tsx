'use client';

import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

// On a phone the header is one line (issue 17): the brand and a menu button that discloses the
// navigation, language and account. From 48rem the same children sit in the header and the
// button is not shown (layout.css), so there is one navigation in the page, never two. It looks
// like the language and account menus' buttons (menu__toggle).

export function SiteMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, toggleRef, close);

  // A link followed inside the menu leaves it closed on the next page (the header stays mounted).
  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a') !== null) close();
  }

  return (
    <div className="site-menu" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="menu__toggle site-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {label}
      </button>
      <div id={panelId} className="site-menu__panel" data-open={open} onClick={closeOnLink}>
        {children}
      </div>
    </div>
  );
}
