import { expect, test } from '@playwright/test';
import {
  CLIENT_ERROR_PROBE_MESSAGE,
  SERVER_ERROR_PROBE_MESSAGE,
  TESTING_PAGES,
} from '../src/site/testing-pages';
import { LOCALES, MESSAGES } from './support';

// Text as React writes it into HTML.
function inHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function nonceOf(csp: string | undefined): string {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? 'no nonce in the CSP';
}

for (const locale of LOCALES) {
  const errors = MESSAGES[locale.code].Errors;

  test(`when an unknown path under /${locale.code} is fetched without JavaScript, then the HTML is the whole ${locale.code} 404 page`, async ({
    request,
  }) => {
    const response = await request.get(`/${locale.code}/no-such-page/really`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale.isoTag}"`);
    expect(html).toContain(`<h1>${inHtml(errors.notFoundTitle)}</h1>`);
    expect(html).toContain(`href="/${locale.code}">${inHtml(errors.backHome)}</a>`);
    expect(html).toContain('<header class="navbar">');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<footer class="footer">');
    // The reload guard is armed by the HTML itself, with this response's nonce.
    const inlineScripts = [...html.matchAll(/<script nonce="([^"]+)">([\s\S]*?)<\/script>/g)];
    const guard = inlineScripts.find(([, , body]) => body?.includes('moorline:chunk-reload-at'));
    expect(guard?.[1]).toBe(nonceOf(response.headers()['content-security-policy']));
  });

  test(`when the ${locale.code} server error probe is opened, then the ${locale.code} 500 page answers without the error's details`, async ({
    page,
    request,
  }) => {
    const path = `/${locale.code}${TESTING_PAGES.serverError}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(errors.serverErrorTitle);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.isoTag);
    await expect(page.getByText(errors.serverErrorBody)).toBeVisible();
    expect(await page.content()).not.toContain(SERVER_ERROR_PROBE_MESSAGE);

    const raw = await request.get(path);
    expect(raw.status()).toBe(500);
    const html = await raw.text();
    expect(html).not.toContain(SERVER_ERROR_PROBE_MESSAGE);
    // No stack frame or server path either.
    expect(html).not.toMatch(/\bat \S+ \(|\.next\/server|\/src\/app\/|\.tsx?:\d+/);
  });

  test(`when a part of a ${locale.code} page fails in the browser, then the ${locale.code} "Something went wrong" boundary shows inside the page`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale.code}${TESTING_PAGES.clientError}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(errors.somethingWentWrongTitle);
    await expect(page.getByRole('button', { name: errors.tryAgain })).toBeVisible();
    // Navbar and footer stay usable around the failed part.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.content()).not.toContain(CLIENT_ERROR_PROBE_MESSAGE);
  });
}

test('when an unknown path without a locale is fetched with a language cookie, then it lands on that language 404 in the HTML', async ({
  request,
}) => {
  const response = await request.get('/definitely-not-here', {
    headers: { cookie: 'user_language=hr' },
  });
  expect(response.url()).toMatch(/\/hr\/definitely-not-here$/);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="hr-HR"');
  expect(html).toContain(`<h1>${inHtml(MESSAGES.hr.Errors.notFoundTitle)}</h1>`);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('when an unknown path is opened, then the 404 page still reads in full', async ({ page }) => {
    const response = await page.goto('/it/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.it.Errors.notFoundTitle);
    await expect(page.getByRole('link', { name: MESSAGES.it.Errors.backHome })).toHaveAttribute(
      'href',
      '/it',
    );
  });
});
