import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

// Screenshots a person looks at: each page at a phone's and a desktop's size. They go to the
// test's own output (and its report), or to SHOTS_DIR when it is set, to look at them together.

export const SCREEN_SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ScreenSize = keyof typeof SCREEN_SIZES;

/** Where a screenshot named `file` goes. */
export function shotPath(testInfo: TestInfo, file: string): string {
  const keep = process.env.SHOTS_DIR;
  if (keep === undefined) return testInfo.outputPath(file);
  mkdirSync(keep, { recursive: true });
  return join(keep, file);
}

type ShotOptions = {
  /** The whole page (the default) or only the viewport. */
  fullPage?: boolean;
  /** Runs at each size before its shot: an accessibility check, a scroll to what matters. */
  atEachSize?: (size: ScreenSize) => Promise<void>;
};

/** The page at both sizes as `name-phone.png` and `name-desktop.png`; the page ends at desktop size. */
export async function shootBothSizes(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true, atEachSize }: ShotOptions = {},
): Promise<void> {
  for (const [size, viewport] of Object.entries(SCREEN_SIZES) as [
    ScreenSize,
    (typeof SCREEN_SIZES)[ScreenSize],
  ][]) {
    await page.setViewportSize(viewport);
    // Two frames after the resize: the page has laid out and painted at the new size.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await atEachSize?.(size);
    const file = `${name}-${size}.png`;
    const path = shotPath(testInfo, file);
    await page.screenshot({ path, fullPage });
    await testInfo.attach(file, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(SCREEN_SIZES.desktop);
}
