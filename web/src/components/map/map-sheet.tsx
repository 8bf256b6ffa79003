'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

// On a phone the bay list and the bay panel are a bottom sheet over the map (issue 17), so the
// map always fills the screen: peek (the heading and count), half, or full (up to the search
// bar). The handle is dragged, or used as a button: Enter cycles, arrow keys grow and shrink it.
// Focus moving into a peeking sheet opens it to half, so the keyboard never works out of sight.
// From 48rem the sheet is the side column as before and the handle is not shown (map.css).

export const SHEET_SNAPS = ['peek', 'half', 'full'] as const;
export type SheetSnap = (typeof SHEET_SNAPS)[number];

/** A drag shorter than this is a tap on the handle. */
const DRAG_THRESHOLD_PX = 6;

type Props = { snap: SheetSnap; onSnap: (snap: SheetSnap) => void; children: ReactNode };

const step = (snap: SheetSnap, by: number): SheetSnap =>
  SHEET_SNAPS[Math.min(SHEET_SNAPS.length - 1, Math.max(0, SHEET_SNAPS.indexOf(snap) + by))] ?? snap;

/** The snap whose height is nearest to where the drag let go. */
function nearestSnap(sheet: HTMLElement, height: number): SheetSnap {
  const area = sheet.parentElement?.clientHeight ?? height;
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  const heights: Record<SheetSnap, number> = { peek: 7.5 * rem, half: area / 2, full: area };
  return SHEET_SNAPS.reduce((best, snap) =>
    Math.abs(heights[snap] - height) < Math.abs(heights[best] - height) ? snap : best,
  );
}

export function MapSheet({ snap, onSnap, children }: Props) {
  const t = useTranslations('MapPage');
  const bodyId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startY: number; startHeight: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    const sheet = sheetRef.current;
    if (sheet === null) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startY: event.clientY, startHeight: sheet.getBoundingClientRect().height, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const sheet = sheetRef.current;
    const current = drag.current;
    if (sheet === null || current === null) return;
    const delta = current.startY - event.clientY;
    if (!current.moved && Math.abs(delta) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    const area = sheet.parentElement?.clientHeight ?? current.startHeight;
    sheet.style.height = `${Math.min(area, Math.max(48, current.startHeight + delta))}px`;
  }

  function onPointerUp() {
    const sheet = sheetRef.current;
    const current = drag.current;
    drag.current = null;
    if (sheet === null || current === null || !current.moved) return;
    // The click that follows the drag must not also cycle the sheet.
    dragged.current = true;
    const height = sheet.getBoundingClientRect().height;
    sheet.style.height = '';
    onSnap(nearestSnap(sheet, height));
  }

  function onClick() {
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    onSnap(snap === 'full' ? 'peek' : step(snap, 1));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (by === 0) return;
    event.preventDefault();
    onSnap(step(snap, by));
  }

  return (
    <div ref={sheetRef} className="map-sheet" data-snap={snap}>
      <button
        type="button"
        className="map-sheet__handle"
        aria-expanded={snap !== 'peek'}
        aria-controls={bodyId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <span className="map-sheet__grip" aria-hidden="true" />
        <span className="visually-hidden">{snap === 'full' ? t('sheetShrink') : t('sheetExpand')}</span>
      </button>
      <div
        id={bodyId}
        className="map-sheet__body"
        onFocus={() => {
          if (snap === 'peek') onSnap('half');
        }}
      >
        {children}
      </div>
    </div>
  );
}
