import { expect, test } from '@playwright/test';
import { fillSignIn, mapPage } from './account-support';
import {
  backOffice,
  DEMO_CONCESSIONAIRE,
  DEMO_PASSWORD,
  signInAsStaff,
  staffBays,
} from './concessionaire-support';
import { shootBothSizes } from './screenshots';
import { axeViolations, MESSAGES } from './support';

// Issue 27 item 5: the demo concessionaire makes a map embed for a partner's site. A plain-http
// site is refused under its field with the catalogue's message; once fixed, the embed is listed
// with its snippet, its page shows the dark theme, and deleting it takes it off the list.

const e = MESSAGES.en.EmbedsPage;
const errors = MESSAGES.en.ErrorCodes;
// Each run makes its own partner, so a run never reads another's embed.
const PARTNER = `Test Harbour Club ${crypto.randomUUID().slice(0, 8)}`;

test('when the concessionaire makes a dark embed, then it is listed with its snippet, shows dark and can be deleted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, 'en', DEMO_CONCESSIONAIRE);
  const [bay] = await staffBays(page);
  if (bay === undefined) throw new Error('the demo concessionaire runs no bay');
  await page.goto(backOffice('en', bay.bay_id, 'embeds'));
  await expect(page.getByRole('heading', { level: 1, name: e.title })).toBeVisible();

  await page.getByRole('button', { name: e.newEmbed }).click();
  const form = page.locator('form.embed-form');
  await form.getByLabel(e.partnerName).fill(PARTNER);
  const origins = form.getByLabel(e.origins);
  await origins.fill('http://partner.example');
  await form.getByLabel(e.theme).selectOption('dark');
  await expect(form.getByRole('checkbox', { name: bay.name })).toBeChecked();
  await form.getByRole('button', { name: e.save }).click();
  await expect(origins).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(errors.embed_origins_invalid)).toBeVisible();

  await origins.fill('https://partner.example\n');
  await form.getByRole('button', { name: e.save }).click();
  await expect(page.getByRole('status').filter({ hasText: e.created })).toBeVisible();
  const card = page.getByRole('article', { name: PARTNER });
  await expect(card).toContainText('https://partner.example');
  const snippet = card.getByLabel(e.snippet);
  await expect(snippet).toHaveValue(/^<iframe src="http:\/\/localhost:\d+\/en\/map-embed\/[0-9a-f-]{36}" /);
  expect(await axeViolations(page)).toEqual([]);

  const embedUrl = await card.getByRole('link', { name: e.preview }).getAttribute('href');
  expect(embedUrl).not.toBeNull();
  expect(await snippet.inputValue()).toContain(`src="${embedUrl}"`);
  const embedPage = await page.context().newPage();
  await embedPage.goto(embedUrl ?? '');
  const shell = embedPage.locator('.embed-explorer');
  await expect(shell).toHaveAttribute('data-theme', 'dark');
  await expect(embedPage.getByRole('heading', { level: 1 })).toHaveText(
    MESSAGES.en.MapEmbed.title.replace('{partner}', PARTNER),
  );
  // The panel itself turns dark (its own colour token), not only the attribute.
  const panel = shell.locator('.embed-explorer__side');
  expect(await panel.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(15, 31, 46)',
  );
  await embedPage.close();

  // Issue 27 item 5: the card builds a partner link to one bay with the stay chosen.
  const p = MESSAGES.en.PartnerLink;
  await card.getByLabel(p.kind).selectOption('day');
  await card.getByLabel(p.dayDate).fill('2027-07-14');
  const embedId = (embedUrl ?? '').split('/').pop() ?? '';
  await expect(card.getByLabel(p.link)).toHaveValue(
    new RegExp(`^http://localhost:\\d+/en/bays/[a-z0-9-]+\\?embed=${embedId}&kind=day&from=2027-07-14$`),
  );
  await card.getByLabel(p.link).scrollIntoViewIfNeeded();
  await shootBothSizes(page, test.info(), 'embeds-partner-link-en');

  await card.getByRole('button', { name: e.delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: e.confirmDelete }).click();
  await expect(page.getByRole('status').filter({ hasText: e.deleted })).toBeVisible();
  await expect(page.getByRole('article', { name: PARTNER })).toHaveCount(0);
});

// Issue 27 item 5, the platform's side: the admin makes an embed of the platform's own on the
// console with the same editor, changes it in Croatian (its zero turnover reads as money there)
// and deletes it. The operator's embeds stay theirs: a concessionaire gets the console's 403.
const ADMIN = 'admin@moorline.local';
const PLATFORM_PARTNER = `Tourist Board ${crypto.randomUUID().slice(0, 8)}`;

test('when the admin makes, changes and deletes a platform embed, then the console lists each step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The admin is no bay's staff: signed in, they land on the map, and open the console from there.
  await page.goto('/en/auth/signin');
  await fillSignIn(page, 'en', ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(mapPage('en'));
  await page.goto('/en/admin/embeds');
  await page.getByRole('button', { name: e.newEmbed }).click();
  const form = page.locator('form.embed-form');
  await form.getByLabel(e.partnerName).fill(PLATFORM_PARTNER);
  await form.getByLabel(e.origins).fill('https://board.example');
  await form.getByRole('checkbox', { name: 'Telašćica', exact: true }).check();
  await shootBothSizes(page, test.info(), 'admin-embed-editor-en');
  await form.getByRole('button', { name: e.save }).click();
  await expect(page.getByRole('status').filter({ hasText: e.created })).toBeVisible();
  await expect(page.getByRole('article', { name: PLATFORM_PARTNER })).toContainText('https://board.example');

  const hr = MESSAGES.hr;
  await page.goto('/hr/admin/embeds');
  const zero = new Intl.NumberFormat('hr', { style: 'currency', currency: 'EUR' }).format(0);
  await expect(
    page
      .getByRole('table', { name: hr.AdminEmbeds.turnoverHeading })
      .getByRole('row', { name: PLATFORM_PARTNER }),
  ).toContainText(zero);
  await page
    .getByRole('article', { name: PLATFORM_PARTNER })
    .getByRole('button', { name: hr.EmbedsPage.edit })
    .click();
  await form.getByLabel(hr.EmbedsPage.theme).selectOption('dark');
  await shootBothSizes(page, test.info(), 'admin-embed-editor-hr');
  await form.getByRole('button', { name: hr.EmbedsPage.save }).click();
  const card = page.getByRole('article', { name: PLATFORM_PARTNER });
  await expect(card).toContainText(hr.EmbedsPage.themeDark);
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: hr.EmbedsPage.delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: hr.EmbedsPage.confirmDelete }).click();
  await expect(page.getByRole('status').filter({ hasText: hr.EmbedsPage.deleted })).toBeVisible();
  await expect(page.getByRole('article', { name: PLATFORM_PARTNER })).toHaveCount(0);
});

test('when a concessionaire opens the console embeds, then they get the 403 page and no editor', async ({
  page,
}) => {
  await signInAsStaff(page, 'en', DEMO_CONCESSIONAIRE);
  await page.goto('/en/admin/embeds');
  await expect(
    page.getByRole('heading', { level: 1, name: MESSAGES.en.AdminConsole.forbiddenTitle }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: e.newEmbed })).toHaveCount(0);
});
