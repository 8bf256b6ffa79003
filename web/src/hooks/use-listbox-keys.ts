'use client';

import { useState, type KeyboardEvent } from 'react';

/**
 * The open state, active option and keys of an ARIA 1.2 combobox with a list: Up and Down open
 * the list and move through it, Enter takes the active option, Escape closes the list.
 */
export function useListboxKeys<T>(
  options: readonly T[],
  onPick: (option: T) => void,
  openState?: { open: boolean; setOpen: (open: boolean) => void },
) {
  const ownOpen = useState(false);
  // A list that loads only while open holds the open state itself, to key its loading on it.
  const [open, setOpen] = openState ? [openState.open, openState.setOpen] : ownOpen;
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(option: T) {
    close();
    onPick(option);
  }

  /** Typing opens the list afresh, with no option active. */
  function reopen() {
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = options[active];
      if (chosen !== undefined) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  }

  return { open, setOpen, active, expanded, close, pick, reopen, onKeyDown };
}
