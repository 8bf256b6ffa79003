import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { qrModulesPath } from './qr-modules';
import { card, cardLayout, cardOrigin, cardsPerPage, cutMark, page } from './qr-sheet-layout';

// The sheet of a bay's buoy QR codes (issue 15 item 7), A4, six cards a page, ready to print,
// cut along the marks and laminate. Drawn with DejaVu Sans (as payment's invoices are) so every
// letter of a bay's name prints; the call to scan is in the four interface languages because
// whoever reads it at the buoy may speak any of them.

export interface QrSheetInput {
  bayName: string;
  buoys: { label: string; qrSlug: string }[];
  /** Where the web app answers: a code leads to `${webBaseUrl}/qr/{slug}`. */
  webBaseUrl: string;
}

const ink = rgb(0.06, 0.13, 0.17);
const muted = rgb(0.35, 0.42, 0.46);
const markInk = rgb(0.2, 0.2, 0.2);
const scanLines = [
  'Scan to check in · Scansiona per il check-in',
  'Skenirajte za prijavo · Skenirajte za prijavu',
];

let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function loadFontFiles() {
  const directory = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  fontFiles ??= Promise.all([
    readFile(join(directory, 'DejaVuSans.ttf')),
    readFile(join(directory, 'DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

export const qrCodeAddress = (webBaseUrl: string, qrSlug: string) =>
  `${webBaseUrl}/qr/${encodeURIComponent(qrSlug)}`;

/** Text shortened with an ellipsis until it fits `width` at `size`. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let shorter = [...text];
  while (shorter.length > 1 && font.widthOfTextAtSize(`${shorter.join('')}…`, size) > width)
    shorter = shorter.slice(0, -1);
  return `${shorter.join('')}…`;
}

function drawCutMarks(target: PDFPage, x: number, y: number) {
  const { offset, length } = cutMark;
  const line = (start: { x: number; y: number }, end: { x: number; y: number }) =>
    target.drawLine({ start, end, thickness: 0.4, color: markInk });
  for (const cornerX of [x, x + card.size])
    for (const cornerY of [y, y + card.size]) {
      const outX = cornerX === x ? -1 : 1;
      const outY = cornerY === y ? -1 : 1;
      // One mark along each edge through the corner, outside the card.
      line({ x: cornerX + outX * offset, y: cornerY }, { x: cornerX + outX * (offset + length), y: cornerY });
      line({ x: cornerX, y: cornerY + outY * offset }, { x: cornerX, y: cornerY + outY * (offset + length) });
    }
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function drawCard(
  target: PDFPage,
  fonts: Fonts,
  index: number,
  bayName: string,
  buoy: { label: string; address: string },
) {
  const { x, y } = cardOrigin(index);
  const top = y + card.size;
  const layout = cardLayout;
  drawCutMarks(target, x, y);
  const line = (text: string, font: PDFFont, size: number, fromTop: number, color = ink) => {
    const shown = fitted(text, font, size, card.size - 16);
    const width = font.widthOfTextAtSize(shown, size);
    target.drawText(shown, { x: x + (card.size - width) / 2, y: top - fromTop, size, font, color });
  };
  line(bayName, fonts.regular, layout.bayNameSize, layout.bayNameBaseline, muted);
  line(buoy.label, fonts.bold, layout.labelSize, layout.labelBaseline);
  const qr = qrModulesPath(buoy.address);
  target.drawSvgPath(qr.path, {
    x: x + (card.size - layout.qrSize) / 2,
    y: top - layout.qrTop,
    scale: layout.qrSize / qr.size,
    color: rgb(0, 0, 0),
    borderWidth: 0,
  });
  for (const [lineIndex, text] of scanLines.entries())
    line(text, fonts.regular, layout.scanSize, layout.scanBaselines[lineIndex] ?? 0);
  line(
    buoy.address.replace(/^https?:\/\//, ''),
    fonts.regular,
    layout.addressSize,
    layout.addressBaseline,
    muted,
  );
}

/** The PDF bytes of the sheet: one card per buoy in the order given, six to a page. */
export async function renderQrSheet(input: QrSheetInput): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  document.setTitle(`${input.bayName}: QR codes`);
  document.setCreator('Moorline');
  const files = await loadFontFiles();
  const fonts = {
    regular: await document.embedFont(files.regular, { subset: true }),
    bold: await document.embedFont(files.bold, { subset: true }),
  };
  let target: PDFPage | undefined;
  for (const [index, buoy] of input.buoys.entries()) {
    if (index % cardsPerPage === 0) target = document.addPage([page.width, page.height]);
    if (!target) continue;
    drawCard(target, fonts, index, input.bayName, {
      label: buoy.label,
      address: qrCodeAddress(input.webBaseUrl, buoy.qrSlug),
    });
  }
  if (input.buoys.length === 0) document.addPage([page.width, page.height]);
  return Buffer.from(await document.save());
}
