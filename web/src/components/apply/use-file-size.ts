'use client';

import { useFormatter } from 'next-intl';

const MEGABYTE = 1024 * 1024;

/** A file's size in the page's language: kilobytes under a megabyte, else megabytes. */
export function useFileSize(): (bytes: number) => string {
  const format = useFormatter();
  return (bytes) =>
    bytes < MEGABYTE
      ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : format.number(bytes / MEGABYTE, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}
