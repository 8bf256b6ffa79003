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

test('when a chunk fails to load, then the page reloads once, and not again within 10 s', async ({
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
  await failAChunk(page);
  // Give a reload, were one to happen, time to start.
  await page.waitForTimeout(1_500);
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
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('unrelated failure');
    });
  });
  await page.waitForTimeout(1_000);
  expect(await isSameDocument(page)).toBe(true);
});
