import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { invoiceCopy } from './invoice-copy';
import type { InvoiceDocument } from './invoice-facts';

// An invoice as a one-page A4 PDF, drawn with DejaVu Sans so every letter of the four languages
// (č, š, ž, ć, đ, à…) prints. Rendering is deterministic: the same document gives the same bytes,
// because the file's dates are the issue time and nothing random goes in.

const pageSize: [number, number] = [595.28, 841.89];
const margin = 50;
const ink = rgb(0.06, 0.13, 0.17);
const muted = rgb(0.35, 0.42, 0.46);
const rule = rgb(0.8, 0.85, 0.88);

let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function loadFontFiles() {
  const directory = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  fontFiles ??= Promise.all([
    readFile(join(directory, 'DejaVuSans.ttf')),
    readFile(join(directory, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

interface Pen {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
  y: number;
}

function write(
  pen: Pen,
  text: string,
  x: number,
  options: { size?: number; bold?: boolean; color?: typeof ink } = {},
) {
  pen.page.drawText(text, {
    x,
    y: pen.y,
    size: options.size ?? 10,
    font: options.bold ? pen.bold : pen.regular,
    color: options.color ?? ink,
  });
}

/** Text set flush right against `right`. */
function writeRight(pen: Pen, text: string, right: number, options: { size?: number; bold?: boolean } = {}) {
  const font = options.bold ? pen.bold : pen.regular;
  write(pen, text, right - font.widthOfTextAtSize(text, options.size ?? 10), options);
}

function horizontalRule(pen: Pen) {
  pen.page.drawLine({
    start: { x: margin, y: pen.y },
    end: { x: pageSize[0] - margin, y: pen.y },
    thickness: 0.75,
    color: rule,
  });
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { facts, language } = document;
  const copy = invoiceCopy[language];
  const money = (minor: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: facts.currency }).format(minor / 100);
  const dateTime = (iso: string | Date) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: facts.bay.timeZone,
    }).format(new Date(iso));
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    facts.vatRateBasisPoints / 10_000,
  );

  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const files = await loadFontFiles();
  const pen: Pen = {
    page: pdf.addPage(pageSize),
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
    y: pageSize[1] - margin - 10,
  };
  pdf.setTitle(`${copy.invoice} ${document.number}`);
  pdf.setAuthor(facts.seller.company);
  pdf.setProducer(document.intermediary.name);
  pdf.setCreator(document.intermediary.name);
  pdf.setLanguage(language);
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);

  const right = pageSize[0] - margin;
  write(pen, copy.invoice, margin, { size: 22, bold: true });
  writeRight(pen, `${copy.number} ${document.number}`, right, { size: 11, bold: true });
  pen.y -= 16;
  writeRight(pen, `${copy.issued} ${dateTime(document.issuedAt)}`, right);
  pen.y -= 30;

  const column = margin + 260;
  const top = pen.y;
  write(pen, copy.seller, margin, { bold: true, color: muted });
  for (const line of [
    facts.seller.company,
    facts.seller.name,
    facts.seller.email,
    facts.seller.phone,
    facts.seller.website,
  ]) {
    pen.y -= 14;
    write(pen, line, margin);
  }
  const sellerBottom = pen.y;
  pen.y = top;
  write(pen, copy.buyer, column, { bold: true, color: muted });
  pen.y -= 14;
  write(pen, facts.buyerEmail, column);
  pen.y -= 14;
  write(pen, `${copy.boat}: ${facts.boat.name} (${facts.boat.registrationNumber})`, column);
  pen.y = Math.min(pen.y, sellerBottom) - 24;

  write(pen, copy.stay, margin, { bold: true, color: muted });
  const stayLines = [
    `${copy.bay}: ${facts.bay.name}`,
    `${copy.buoy}: ${facts.buoyLabel} · ${facts.stayKind === 'day' ? copy.dayStay : copy.nightStay}`,
    `${copy.period}: ${dateTime(facts.periodStart)} – ${dateTime(facts.periodEnd)} (${facts.bay.timeZone})`,
  ];
  for (const line of stayLines) {
    pen.y -= 14;
    write(pen, line, margin);
  }
  pen.y -= 28;

  const quantityRight = margin + 300;
  const unitRight = margin + 400;
  write(pen, copy.description, margin, { bold: true });
  writeRight(pen, copy.quantity, quantityRight, { bold: true });
  writeRight(pen, copy.unitPrice, unitRight, { bold: true });
  writeRight(pen, copy.amount, right, { bold: true });
  pen.y -= 8;
  horizontalRule(pen);
  for (const line of facts.lines) {
    pen.y -= 16;
    write(pen, copy.lines[line.kind], margin);
    writeRight(pen, String(line.quantity), quantityRight);
    writeRight(pen, money(line.unitMinor), unitRight);
    writeRight(pen, money(line.amountMinor), right);
  }
  pen.y -= 10;
  horizontalRule(pen);
  pen.y -= 20;
  writeRight(pen, `${copy.total} ${money(facts.totalMinor)}`, right, { size: 13, bold: true });
  pen.y -= 16;
  writeRight(pen, `${copy.vatIncluded(percent)}: ${money(facts.vatMinor)}`, right);
  pen.y -= 36;
  write(pen, copy.paidByCard, margin);
  pen.y -= 14;
  write(pen, copy.intermediary(document.intermediary.name), margin, { size: 9, color: muted });
  pen.y -= 12;
  write(pen, document.intermediary.website, margin, { size: 9, color: muted });

  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
