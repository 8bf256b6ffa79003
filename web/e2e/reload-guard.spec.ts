import { expect, test, type Page } from '@playwright/test';

// A chunk that no longer exists on the server, as after a deployment replaced the build.
async function failAChunk(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const script = document.createElement('script');
      script.src = `/_next/static/chunks/gone-${Math.random().toString(36).slice(2)}.js`;
      document.head.append(script);
    })
    .catch((error: unknown) => {
      // The guard may reload before evaluate() has reported back; that reload is what we wait for.
      if (!(error instanceof Error) || !/Execution context was destroyed/.test(error.message)) throw error;
    });
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, '__sameDocument', true));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, '__sameDocument') === true);
}

/** Waits until the guard has judged its `count`-th error in this document, then gives its decision. */
async function guardDecision(page: Page, count: number): Promise<string | null> {
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-reload-guard-seen', String(count));
  return root.getAttribute('data-reload-guard');
}

async function errorsJudged(page: Page): Promise<number> {
  return Number(await page.locator('html').getAttribute('data-reload-guard-seen'));
}

test('when a chunk fails to load, then the page reloads once, and holds back a second failure within 10 s', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/en/about');
  await markDocument(page);

  const reloaded = page.waitForEvent('load');
  await failAChunk(page);
  await reloaded;
  expect(await isSameDocument(page)).toBe(false);

  await markDocument(page);
  // The installed clock keeps running in real time as well; stay well inside the 10 s window.
  await page.clock.fastForward(5_000);
  const judged = await errorsJudged(page);
  await failAChunk(page);
  // The guard has judged this failure and held back; no reload was started.
  expect(await guardDecision(page, judged + 1)).toBe('held');
  expect(await isSameDocument(page)).toBe(true);

  await page.clock.fastForward(6_000);
  const reloadedAgain = page.waitForEvent('load');
  await failAChunk(page);
  await reloadedAgain;
  expect(await isSameDocument(page)).toBe(false);
});

test('when an ordinary script error happens, then the page does not reload', async ({ page }) => {
  await page.goto('/en/about');
  await markDocument(page);
  const judged = await errorsJudged(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('unrelated failure');
    });
  });
  // The guard has judged the error and let it be; no reload was started.
  expect(await guardDecision(page, judged + 1)).toBe('ignored');
  expect(await isSameDocument(page)).toBe(true);
});
