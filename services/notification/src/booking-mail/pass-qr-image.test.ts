import { describe, expect, it } from '@jest/globals';
import { decodeQR } from '@paulmillr/qr/decode.js';
import { inflateSync } from 'node:zlib';
import { passQrPng } from './pass-qr-image';

/** Reads back what passQrPng writes: one IDAT, 8-bit grey, filter 0 on every row. */
function greyPixels(png: Buffer) {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatAt = png.indexOf('IDAT');
  const idat = png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4));
  const raw = inflateSync(idat);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      data.fill(raw[y * (width + 1) + 1 + x] ?? 0, (y * width + x) * 3, (y * width + x + 1) * 3);
  return { width, height, data };
}

describe('the pass as a PNG QR code', () => {
  it('when the pass is drawn, then the PNG decodes back to the exact pass text', () => {
    const pass = `MLP1.${'eyJiIjoiNWI3ZTJmMGUtMmE0Yy00YzFkLTlkNDMtMGQzZjNjMWY4YTExIn0'.repeat(3)}.c2lnbmF0dXJl`;
    const png = passQrPng(pass);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(decodeQR(greyPixels(png))).toBe(pass);
  });
});
