import { describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import { assertPhotoDimensions, sniffImageFormat, variantWidthsFor } from './photo-rules';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
};

describe('sniffImageFormat', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['avif', bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0, 'avifmif1miaf')],
    ['avif', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'avif')],
  ])('when a file starts like %s, then it is taken as %s', (format, file) => {
    expect(sniffImageFormat(file)).toBe(format);
  });

  it.each([
    ['text', bytes('hello, this is not a photo')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['GIF', bytes('GIF89a', 0, 0)],
    ['HEIC', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic')],
    ['empty', bytes()],
  ])('when a file is %s, then it is no accepted photo', (_kind, file) => {
    expect(sniffImageFormat(file)).toBeNull();
  });
});

describe('assertPhotoDimensions', () => {
  it.each([
    [640, 480],
    [480, 640],
    [12_000, 4_000],
    [7_071, 7_071],
  ])('when a photo is %i × %i, then it is accepted', (width, height) => {
    expect(codeOf(() => assertPhotoDimensions({ width, height }))).toBeNull();
  });

  it.each([
    [639, 480, 'photo_too_small'],
    [640, 479, 'photo_too_small'],
    [400, 400, 'photo_too_small'],
    [12_001, 1_000, 'photo_too_many_pixels'],
    [1_000, 12_001, 'photo_too_many_pixels'],
    [8_000, 6_500, 'photo_too_many_pixels'],
  ])('when a photo is %i × %i, then %s', (width, height, code) => {
    expect(codeOf(() => assertPhotoDimensions({ width, height }))).toBe(code);
  });
});

describe('variantWidthsFor', () => {
  it.each([
    [4000, [480, 960, 1600]],
    [1600, [480, 960, 1600]],
    [1000, [480, 960, 1000]],
    [640, [480, 640]],
    [480, [480]],
  ])('when a photo is %i wide, then its variants are %j wide', (width, widths) => {
    expect(variantWidthsFor(width)).toEqual(widths);
  });
});
