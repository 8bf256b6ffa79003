'use client';

import { useEffect, type RefObject } from 'react';

// Closes a disclosure menu on Escape (returning focus to its toggle) or a click outside it. A menu
// inside another (the account menu in the phone's site menu) is closed first, one Escape each.
// On the click, not the press: on a phone the menus open in place, and closing one as the finger
// goes down would move the next menu's button away before the click reaches it.
export function useDismiss(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const expanded = rootRef.current?.querySelectorAll('[aria-expanded="true"]') ?? [];
      if ([...expanded].some((toggle) => toggle !== toggleRef.current)) return;
      close();
      toggleRef.current?.focus();
    }
    function onClick(event: MouseEvent) {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      close();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open, rootRef, toggleRef, close]);
}
