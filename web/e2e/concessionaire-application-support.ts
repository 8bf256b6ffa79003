import { expect, type Page } from '@playwright/test';
import { MESSAGES, type LocaleCode } from './support';

// The concession application's browser walk (issue 27 item 1): a small real PDF, the form filled
// as a person fills it, and the admin's queue.

/** A one-page PDF that a PDF reader opens (the catalog judges the document by its content). */
export function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const nextYear = new Date().getUTCFullYear() + 1;

/** Fills the whole form (Croatian company, test-valid OIB), the pin placed by a click on the map. */
export async function fillApplication(page: Page, locale: LocaleCode, bayName: string): Promise<void> {
  const m = MESSAGES[locale].ApplyPage;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(m.companyName).fill('Uvala Lučica d.o.o.');
  await field(m.registeredAddress).fill('Obala kneza Branimira 1, 23000 Zadar');
  await field(m.country).selectOption('HR');
  await field(m.taxNumber).fill('69435151530');
  await field(m.concessionNumber).fill('KLASA 342-01/26-01/7');
  await field(m.validFrom).fill('2026-01-01');
  await field(m.validUntil).fill(`${nextYear + 4}-12-31`);
  await page.getByLabel(m.document, { exact: true }).setInputFiles({
    name: 'concession.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
  await field(m.bayName).fill(bayName);
  const map = page.locator('.pin-picker__map .maplibregl-canvas');
  await expect(map).toBeVisible({ timeout: 30_000 });
  // A click before the map has finished loading its style places no pin; a person clicks again.
  await expect(async () => {
    await map.click({ position: { x: 200, y: 150 } });
    await expect(field(m.latitude)).not.toHaveValue('', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(field(m.longitude)).not.toHaveValue('');
  await field(m.contactPhone).fill('+385 91 234 5678');
}
