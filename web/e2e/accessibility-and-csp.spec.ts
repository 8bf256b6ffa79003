import { expect, test } from '@playwright/test';
import { axeViolations, LOCALES, pathFor, PUBLIC_PAGES, recordCspViolations } from './support';
import { answerSession, sessionCheck } from './stubbed-answers';

for (const locale of LOCALES) {
  for (const page of [...PUBLIC_PAGES, '/no-such-page'] as const) {
    const path = page === '/no-such-page' ? `/${locale.code}${page}` : pathFor(locale.code, page);
    test(`when ${path} loads, then axe finds no WCAG 2.2 AA violation and no CSP violation is reported`, async ({
      page: browser,
    }) => {
      const cspViolations = await recordCspViolations(browser);
      await browser.goto(path, { waitUntil: 'load' });
      await expect(browser.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(browser)).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });
  }
}

test('when the language and account menus are opened on a phone, then they stay accessible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // A held token counts only once the BFF verifies it at start-up (spec §4); this one is made up.
  await answerSession(page, sessionCheck({ is_superuser: true }));
  await page.addInitScript(() => {
    window.localStorage.setItem('access_token', 'test-token');
    window.localStorage.setItem(
      'user',
      JSON.stringify({ email: 'ana@example.com', firstName: 'Ana', lastName: 'Novak', isSuperuser: true }),
    );
  });
  await page.goto('/hr');
  // On a phone both sit in the site menu (issue 17).
  await page.getByRole('button', { name: 'Izbornik' }).click();
  await page.getByRole('button', { name: /Jezik/ }).click();
  await page.getByRole('button', { name: 'Korisnički račun' }).click();
  await expect(page.getByRole('link', { name: 'Administratorska nadzorna ploča' })).toHaveAttribute(
    'href',
    'http://localhost:8000/admin/',
  );
  expect(await axeViolations(page)).toEqual([]);
});
