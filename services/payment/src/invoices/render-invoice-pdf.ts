import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceDocument } from './invoice-facts';
import { invoiceStatement } from './invoice-statement';

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

/** A heading and its lines, one under another. */
function block(pen: Pen, part: { heading: string; lines: string[] }, x: number) {
  write(pen, part.heading, x, { bold: true, color: muted });
  for (const line of part.lines) {
    pen.y -= 14;
    write(pen, line, x);
  }
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const statement = invoiceStatement(document);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const files = await loadFontFiles();
  const pen: Pen = {
    page: pdf.addPage(pageSize),
    regular: await pdf.embedFont(files.regular, { subset: true }),
    bold: await pdf.embedFont(files.bold, { subset: true }),
    y: pageSize[1] - margin - 10,
  };
  pdf.setTitle(statement.title);
  pdf.setAuthor(document.facts.seller.company);
  pdf.setProducer(document.intermediary.name);
  pdf.setCreator(document.intermediary.name);
  pdf.setLanguage(document.language);
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);

  const right = pageSize[0] - margin;
  write(pen, statement.heading, margin, { size: 22, bold: true });
  writeRight(pen, statement.number, right, { size: 11, bold: true });
  pen.y -= 16;
  writeRight(pen, statement.issued, right);
  if (statement.corrects !== '') {
    pen.y -= 16;
    writeRight(pen, statement.corrects, right, { bold: true });
  }
  pen.y -= 30;

  const top = pen.y;
  block(pen, statement.seller, margin);
  const sellerBottom = pen.y;
  pen.y = top;
  block(pen, statement.buyer, margin + 260);
  pen.y = Math.min(pen.y, sellerBottom) - 24;

  block(pen, statement.stay, margin);
  pen.y -= 28;

  const quantityRight = margin + 300;
  const unitRight = margin + 400;
  write(pen, statement.columns.description, margin, { bold: true });
  writeRight(pen, statement.columns.quantity, quantityRight, { bold: true });
  writeRight(pen, statement.columns.unitPrice, unitRight, { bold: true });
  writeRight(pen, statement.columns.amount, right, { bold: true });
  pen.y -= 8;
  horizontalRule(pen);
  for (const row of statement.rows) {
    pen.y -= 16;
    write(pen, row.description, margin);
    writeRight(pen, row.quantity, quantityRight);
    writeRight(pen, row.unitPrice, unitRight);
    writeRight(pen, row.amount, right);
  }
  pen.y -= 10;
  horizontalRule(pen);
  for (const line of statement.totals) {
    pen.y -= 16;
    writeRight(pen, line, right);
  }
  pen.y -= 20;
  writeRight(pen, statement.total, right, { size: 13, bold: true });
  pen.y -= 36;
  for (const line of [...statement.fiscalMarks, ...statement.footer]) {
    write(pen, line, margin);
    pen.y -= 14;
  }
  for (const line of statement.intermediary) {
    write(pen, line, margin, { size: 9, color: muted });
    pen.y -= 12;
  }

  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
