'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, followed as it changes, so a chart draws its text at the
 * page's size on a phone and a desktop alike (a scaled viewBox would shrink the labels).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
