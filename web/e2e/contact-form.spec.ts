import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_CONTACT_LIMIT, MAIL_DIR_ENV } from './full-stack';
import { MESSAGES } from './support';

// The real round trip: browser → BFF → notification service → .eml in the mail folder.
// Every message here comes from 127.0.0.1, so the tests share one sender's hourly limit and
// run in order: first a delivered message, then the limit.
test.describe.configure({ mode: 'serial' });

const mailDir = () => process.env[MAIL_DIR_ENV] ?? '';
const mailsAbout = async (subject: string) => {
  const files = readdirSync(mailDir()).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(mailDir(), file)))));
  return mails.filter((mail) => mail.subject === `[Contact] ${subject}`);
};

async function fill(page: Page, labels: typeof MESSAGES.it.ContactForm, subject: string) {
  await page.getByLabel(labels.name).fill('Marco Rossi');
  await page.getByLabel(labels.email).fill(`marco+${Date.now()}@example.it`);
  await page.getByLabel(labels.subject).fill(subject);
  await page.getByLabel(labels.message).fill('Vorrei sapere se c’è posto per una barca di 12 metri.');
}

test('when the form is sent empty, then each field reports in the page language and nothing is sent', async ({
  page,
}) => {
  const t = MESSAGES.sl.ContactForm;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/contact')) sent.push(request.url());
  });
  await page.goto('/sl/contact');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.errorSummary)).toBeVisible();
  for (const message of [t.nameRequired, t.emailRequired, t.subjectRequired, t.messageRequired]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel(t.name)).toBeFocused();
  await expect(page.getByLabel(t.name)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(t.email).fill('not-an-email');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.emailInvalid)).toBeVisible();
  expect(sent).toEqual([]);
});

test('when a visitor sends the form, then the page confirms and the message arrives in the mail folder', async ({
  page,
}) => {
  const t = MESSAGES.it.ContactForm;
  const subject = `Boa a Portorož ${Date.now()}`;
  await page.goto('/it/contact');
  await fill(page, t, subject);
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page.getByRole('status')).toHaveText(t.success);
  await expect.poll(async () => (await mailsAbout(subject)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailsAbout(subject);
  expect(mail?.text).toContain('Language: it');
  expect(mail?.text).toContain('Vorrei sapere se c’è posto per una barca di 12 metri.');
  expect(mail?.replyTo?.value[0]?.name).toBe('Marco Rossi');
});

test('when a sender keeps sending, then "Limit exceeded" is shown in the page language', async ({ page }) => {
  const t = MESSAGES.hr.ContactForm;
  const limited = page.getByRole('alert').filter({ hasText: t.limitExceeded });
  const sent = page.getByRole('status').filter({ hasText: t.success });
  for (let attempt = 1; attempt <= E2E_CONTACT_LIMIT + 1; attempt++) {
    await page.goto('/hr/contact');
    await fill(page, t, `Pitanje ${attempt}`);
    await page.getByRole('button', { name: t.submit }).click();
    // Each send goes through the BFF, notification and its database; a busy machine once needed more than 5 s.
    await expect(sent.or(limited)).toBeVisible({ timeout: 30_000 });
    if (await limited.isVisible()) break;
  }
  await expect(limited).toBeVisible();
});
