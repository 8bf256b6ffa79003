import { encodeQR } from '@paulmillr/qr';
import { deflateSync } from 'node:zlib';

// The confirmation's proof of payment (issue 29 item 3) as a PNG QR code: an image every mail
// client shows, which the boater can open offline on the water. Drawn here from the QR modules
// as an 8-bit grey image, since the QR library writes SVG and GIF but not PNG.

const PIXELS_PER_MODULE = 8;
/** The quiet zone the QR standard asks for around the code, in modules. */
const BORDER_MODULES = 4;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Each scanline: filter byte 0, then one grey byte per pixel (0 dark, 255 light). */
function scanlines(modules: boolean[][]): Buffer {
  const rows: Buffer[] = [];
  for (const moduleRow of modules) {
    const row = Buffer.alloc(1 + moduleRow.length * PIXELS_PER_MODULE, 255);
    row[0] = 0;
    moduleRow.forEach((dark, x) => {
      if (dark) row.fill(0, 1 + x * PIXELS_PER_MODULE, 1 + (x + 1) * PIXELS_PER_MODULE);
    });
    for (let copy = 0; copy < PIXELS_PER_MODULE; copy += 1) rows.push(row);
  }
  return Buffer.concat(rows);
}

/** The pass text as a PNG QR code, error correction "medium": a phone screen is not scratched. */
export function passQrPng(passText: string): Buffer {
  const modules = encodeQR(passText, 'raw', { ecc: 'medium', border: BORDER_MODULES });
  const side = modules.length * PIXELS_PER_MODULE;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines(modules))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
