import { expect, type Page } from '@playwright/test';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccessAnswer } from '../src/http/api-schema';
import { MAIL_DIR_ENV } from './full-stack';
import { MESSAGES, type LocaleCode } from './support';

// Accounts for the browser tests, made the way a person makes one: through the pages, with the
// links from the emails the notification service writes into the mail folder.

export type Account = { firstName: string; lastName: string; email: string; password: string };

/** A new account's details; the address is unique per test and per run. */
export function newAccount(tag: string): Account {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: 'Ana',
    lastName: 'Novak',
    email: `${tag}.${unique}@example.com`,
    password: 'Sea breeze 2026',
  };
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const dir = process.env[MAIL_DIR_ENV] ?? '';
  const files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  const parsed = await Promise.all(
    // A file still being written does not parse yet; the next poll reads it whole.
    files.map((file) => simpleParser(readFileSync(join(dir, file))).catch(() => null)),
  );
  return parsed.filter(
    (mail): mail is ParsedMail => mail !== null && addressesOf(mail.to).includes(address.toLowerCase()),
  );
}

export type LinkMail = { subject: string; link: URL };

async function findLinkMail(address: string, path: RegExp): Promise<LinkMail | null> {
  for (const mail of await mailsTo(address)) {
    for (const candidate of (mail.text ?? '').match(/https?:\/\/\S+/g) ?? []) {
      const link = new URL(candidate);
      if (path.test(`${link.pathname}${link.search}`)) return { subject: mail.subject ?? '', link };
    }
  }
  return null;
}

/** Waits for the email to `address` with a link whose path matches `path`, and returns both. */
export async function mailWithLink(address: string, path: RegExp): Promise<LinkMail> {
  await expect
    .poll(async () => (await findLinkMail(address, path)) !== null, {
      timeout: 30_000,
      message: `an email to ${address} with a link to ${path}`,
    })
    .toBe(true);
  const found = await findLinkMail(address, path);
  if (found === null) throw new Error(`the email to ${address} disappeared`);
  return found;
}

/** The link's path and query, opened against the web app under test. */
export function pathOf(link: URL): string {
  return `${link.pathname}${link.search}`;
}

export function termsLabel(locale: LocaleCode): string {
  return MESSAGES[locale].SignUpPage.terms.replace(/<\/?link>/g, '');
}

export async function signUp(page: Page, locale: LocaleCode, account: Account): Promise<void> {
  const m = MESSAGES[locale];
  await page.goto(`/${locale}/auth/signup`);
  const submit = page.getByRole('button', { name: m.SignUpPage.submit });
  // The form's button, like its fields, is enabled only once React has hydrated the form.
  await expect(submit).toBeEnabled();
  await page.getByLabel(m.AuthForm.firstName, { exact: true }).fill(account.firstName);
  await page.getByLabel(m.AuthForm.lastName, { exact: true }).fill(account.lastName);
  await page.getByLabel(m.AuthForm.email, { exact: true }).fill(account.email);
  await page.getByLabel(m.AuthForm.password, { exact: true }).fill(account.password);
  await page.getByLabel(m.AuthForm.passwordRepeat, { exact: true }).fill(account.password);
  // Once in a CI run (2 workers on 2 cores) the box was focused but not ticked after the click,
  // with the fields above filled, cause not found; check() ticks only an unticked box, so trying
  // again cannot untick it.
  await expect(async () => {
    await page.getByRole('checkbox', { name: termsLabel(locale) }).check({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await submit.click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: m.SignUpPage.successTitle }),
  ).toContainText(account.email);
}

export const VERIFY_LINK = /\/auth\/verify-email\?key=/;
export const RESET_LINK = /\/auth\/reset-password\/[^/]+\/[^/]+$/;

/** Opens the verification link from the delivered email and waits for the verified notice. */
export async function verifyEmail(page: Page, locale: LocaleCode, account: Account): Promise<LinkMail> {
  const mail = await mailWithLink(account.email, VERIFY_LINK);
  await page.goto(pathOf(mail.link));
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    MESSAGES[locale].VerifyEmailPage.verifiedTitle,
  );
  return mail;
}

export async function fillSignIn(
  page: Page,
  locale: LocaleCode,
  email: string,
  password: string,
): Promise<void> {
  const m = MESSAGES[locale];
  await page.getByLabel(m.AuthForm.email, { exact: true }).fill(email);
  await page.getByLabel(m.AuthForm.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: m.SignInPage.submit, exact: true }).click();
}

/** The map page, where signed-in users land (spec §2); it keeps its search in the query. */
export function mapPage(locale: LocaleCode): RegExp {
  return new RegExp(`/${locale}/map(\\?.*)?$`);
}

/** Signs in on the sign-in page; a signed-in user is sent on to the map (spec §2). */
export async function signIn(page: Page, locale: LocaleCode, account: Account): Promise<void> {
  await page.goto(`/${locale}/auth/signin`);
  await fillSignIn(page, locale, account.email, account.password);
  await expect(page).toHaveURL(mapPage(locale));
}

/** A verified account, signed in, for tests that start from there. */
/** A new account, verified through its email, not signed in. */
export async function verifiedAccount(page: Page, locale: LocaleCode, tag: string): Promise<Account> {
  const account = newAccount(tag);
  await signUp(page, locale, account);
  await verifyEmail(page, locale, account);
  return account;
}

export async function signedInAccount(page: Page, locale: LocaleCode, tag: string): Promise<Account> {
  const account = await verifiedAccount(page, locale, tag);
  await signIn(page, locale, account);
  return account;
}

export async function heldToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('access_token'));
}

/**
 * A fresh access token for the page's session. Access tokens live 20 s on the test platform and
 * the page renews its own only when a call is refused, so the one it holds may have run out:
 * renew the session as the page would, with its own refresh cookie (the request context shares
 * the page's cookies, and keeps the new one).
 */
export async function freshAccessToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/v1/auth/refresh');
  expect(response.status()).toBe(200);
  const { access } = (await response.json()) as AccessAnswer;
  return access;
}
