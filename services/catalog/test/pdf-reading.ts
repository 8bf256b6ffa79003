import { decodeQR } from '@paulmillr/qr/decode.js';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// Reading a PDF the way a person would, with poppler's own tools: its text, and one region of a
// page rendered to pixels for a QR decoder, as a phone's camera would see the printed card.

const run = promisify(execFile);

async function withPdfFile<T>(pdf: Uint8Array, use: (path: string, directory: string) => Promise<T>) {
  const directory = await mkdtemp(join(tmpdir(), 'catalog-pdf-'));
  try {
    const path = join(directory, 'sheet.pdf');
    await writeFile(path, pdf);
    return await use(path, directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export async function pdfText(pdf: Uint8Array): Promise<string> {
  return withPdfFile(pdf, async (path) => (await run('pdftotext', ['-layout', path, '-'])).stdout);
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  return withPdfFile(pdf, async (path) => {
    const { stdout } = await run('pdfinfo', [path]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  });
}

/** A binary PPM (P6): RGB pixels after a text header of magic, width, height and maximum value. */
function parsePpm(bytes: Buffer) {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('not a binary PPM');
  return { width: Number(header[1]), height: Number(header[2]), data: bytes.subarray(header[0].length) };
}

/**
 * The text of the QR code in a region of the first page, given in PDF points from the page's
 * top-left corner, rendered at 150 dpi.
 */
export async function decodeQrCodeIn(
  pdf: Uint8Array,
  region: { left: number; top: number; width: number; height: number },
): Promise<string> {
  const dpi = 150;
  const px = (points: number) => String(Math.round((points * dpi) / 72));
  return withPdfFile(pdf, async (path, directory) => {
    const crop = [
      '-x',
      px(region.left),
      '-y',
      px(region.top),
      '-W',
      px(region.width),
      '-H',
      px(region.height),
    ];
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      ...crop,
      '-singlefile',
      path,
      join(directory, 'card'),
    ]);
    const image = parsePpm(await readFile(join(directory, 'card.ppm')));
    return decodeQR({ width: image.width, height: image.height, data: new Uint8Array(image.data) });
  });
}
