import { expect, type Page } from '@playwright/test';
import { pageCopy } from '../../services/payment/src/sandbox/page-copy';
import { MESSAGES, type LocaleCode } from './support';

// Steps of booking and paying that several browser tests walk.

/** The sandbox provider's hosted checkout page (the embedded default's payment page). */
export const SANDBOX_CHECKOUT = /\/sandbox\/checkout\/cs_sandbox_[0-9a-f]+$/;

/** The sandbox pages' words, in the boater's language. */
export const sandboxCopy = pageCopy;

/** Stripe's test cards, which the sandbox honours. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

export async function addBoatInline(page: Page, locale: LocaleCode, name: string): Promise<void> {
  const m = MESSAGES[locale];
  await page.getByRole('button', { name: m.BookingPreview.addBoat }).click();
  const form = page.locator('.booking-add-boat');
  await form.getByLabel(m.FleetPage.name).fill(name);
  await form.getByLabel(m.FleetPage.asNew).check();
  await form.getByLabel(m.FleetPage.brand, { exact: true }).fill('Elan');
  await form.getByLabel(m.FleetPage.model, { exact: true }).fill('Impression 40');
  await form.getByLabel(m.FleetPage.type).selectOption('sailmonohull');
  await form.getByLabel(m.FleetPage.registration).fill(`ST-${Date.now().toString(36).toUpperCase()}`);
  await form.getByLabel(m.FleetPage.loa).fill('8.5');
  await form.getByLabel(m.FleetPage.beam).fill('2.9');
  await form.getByLabel(m.FleetPage.draft).fill('1.4');
  await form.getByRole('button', { name: m.FleetPage.save }).click();
  // Added without leaving the page, and picked for this stay.
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}

/** spec §5: the terms are accepted again at payment, on the preview. */
export async function acceptTermsAtPayment(page: Page, locale: LocaleCode): Promise<void> {
  const label = MESSAGES[locale].Payment.terms.replace(/<\/?link>/g, '');
  await page.getByRole('checkbox', { name: label }).check();
}

/** Fills the sandbox's card form and pays. */
export async function payOnSandbox(page: Page, locale: LocaleCode, card: string): Promise<void> {
  const copy = sandboxCopy[locale];
  await expect(page.getByRole('note')).toContainText('Moorline Sandbox');
  await page.getByLabel(copy.cardNumber).fill(card);
  await page.getByLabel(copy.expiry).fill('12/34');
  await page.getByLabel(copy.cvc).fill('123');
  await page.getByLabel(copy.cardholder).fill('Ana Kovač');
  await page.locator('form button[type="submit"]').click();
}
