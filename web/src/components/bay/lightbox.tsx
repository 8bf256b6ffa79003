'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { clampZoom, pinchZoom, swipeDirection, zoomIn, zoomOut } from './lightbox-zoom';

// The gallery's photo viewer (spec §2, §9): a modal dialog; arrows, + and -, Escape on the
// keyboard; swipe, pinch and drag by touch; the wheel zooms too.

export type LightboxImage = { src: string; caption: string };

/** Shown for photos not uploaded yet. */
export const PLACEHOLDER_IMAGE = '/images/bays/placeholder.svg';

type Props = {
  images: LightboxImage[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
};

type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function useGestures(zoom: number, setZoom: (zoom: number) => void, onSwipe: (step: 1 | -1) => void) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{
    start: Point;
    startOffset: Point;
    pinch: { zoom: number; distance: number } | null;
  }>({
    start: { x: 0, y: 0 },
    startOffset: { x: 0, y: 0 },
    pinch: null,
  });
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [first, second] = [...pointers.current.values()];
    if (first && second) gesture.current.pinch = { zoom, distance: distance(first, second) };
    else if (first) gesture.current = { start: first, startOffset: offset, pinch: null };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [first, second] = [...pointers.current.values()];
    const { pinch, start, startOffset } = gesture.current;
    if (first && second && pinch) setZoom(pinchZoom(pinch.zoom, pinch.distance, distance(first, second)));
    else if (first && zoom > 1)
      setOffset({ x: startOffset.x + first.x - start.x, y: startOffset.y + first.y - start.y });
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const point = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    const { pinch, start } = gesture.current;
    if (pointers.current.size > 0) return;
    gesture.current.pinch = null;
    // A swipe changes the photo only when it is not zoomed in (then a drag moves the photo).
    if (point && pinch === null && zoom <= 1) {
      const direction = swipeDirection(point.x - start.x, point.y - start.y);
      if (direction !== null) onSwipe(direction === 'next' ? 1 : -1);
    }
  }

  return { offset, resetOffset: () => setOffset({ x: 0, y: 0 }), onPointerDown, onPointerMove, onPointerUp };
}

export function Lightbox({ images, index, onIndex, onClose }: Props) {
  const t = useTranslations('Gallery');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [zoom, setZoomState] = useState(1);
  const step = (by: 1 | -1) => {
    onIndex((index + by + images.length) % images.length);
    setZoomState(1);
    gestures.resetOffset();
  };
  const setZoom = (next: number) => {
    setZoomState(clampZoom(next));
    if (next <= 1) gestures.resetOffset();
  };
  const gestures = useGestures(zoom, setZoom, step);
  const image = images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const actions: Record<string, () => void> = {
      ArrowRight: () => step(1),
      ArrowLeft: () => step(-1),
      '+': () => setZoom(zoomIn(zoom)),
      '=': () => setZoom(zoomIn(zoom)),
      '-': () => setZoom(zoomOut(zoom)),
      '0': () => setZoom(1),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  function onWheel(event: WheelEvent<HTMLDivElement>) {
    setZoom(event.deltaY < 0 ? zoomIn(zoom) : zoomOut(zoom));
  }

  if (!image) return null;
  const position = { index: index + 1, count: images.length };
  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={t('dialogLabel', position)}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: let React close it, so focus goes back to the photo that opened it.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="lightbox__bar">
        <p className="lightbox__position">{t('dialogLabel', position)}</p>
        <p className="lightbox__zoom" role="status" data-zoom={zoom}>
          {t('zoomLevel', { percent: Math.round(zoom * 100) })}
        </p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <div
        className="lightbox__stage"
        onPointerDown={gestures.onPointerDown}
        onPointerMove={gestures.onPointerMove}
        onPointerUp={gestures.onPointerUp}
        onPointerCancel={gestures.onPointerUp}
        onWheel={onWheel}
      >
        <img
          className="lightbox__image"
          src={image.src}
          alt={image.caption}
          draggable={false}
          data-zoom={zoom}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
              event.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
          style={{ transform: `translate(${gestures.offset.x}px, ${gestures.offset.y}px) scale(${zoom})` }}
        />
      </div>
      <p className="lightbox__caption">{image.caption}</p>
      <div className="lightbox__controls">
        <button type="button" className="button button--secondary" onClick={() => step(-1)}>
          {t('previous')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setZoom(zoomOut(zoom))}>
          {t('zoomOut')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setZoom(1)}>
          {t('zoomReset')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setZoom(zoomIn(zoom))}>
          {t('zoomIn')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => step(1)}>
          {t('next')}
        </button>
      </div>
      <p className="lightbox__help">{t('help')}</p>
    </dialog>
  );
}
