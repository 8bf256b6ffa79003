import { AppError } from '@moorline/kit';
import type { PhotoFormat } from './bay-photo.table';

/** What a bay photo may be (issue 15 item 8); the catalogue's messages say the same numbers. */
export const photoLimits = {
  maxBytes: 15 * 1024 * 1024,
  /** A photo smaller than this looks poor on a phone, let alone in the lightbox. */
  minLongSide: 640,
  minShortSide: 480,
  /** Past these a decode needs hundreds of megabytes: refused before it starts. */
  maxSide: 12_000,
  maxPixels: 50_000_000,
  perBay: 24,
} as const;

/** The widths the bay page's srcset offers: a phone, a tablet or half a desktop, the lightbox. */
export const variantWidths = [480, 960, 1600] as const;

/** WebP for every current browser, JPEG for the rest; AVIF would cost seconds per photo on 2 cores. */
export const variantFormats: readonly PhotoFormat[] = ['webp', 'jpeg'];

export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'avif';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** An ISO BMFF file whose `ftyp` box names AVIF as its major or a compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * The image type by the file's first bytes, never by its name or the browser's word: a text file
 * called photo.jpg is no photo. SVG, GIF, TIFF and HEIC (which the image library here cannot
 * decode) are not accepted.
 */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}

/** The photo's size as it will be seen, after turning it upright. */
export function assertPhotoDimensions({ width, height }: { width: number; height: number }): void {
  if (width > photoLimits.maxSide || height > photoLimits.maxSide || width * height > photoLimits.maxPixels) {
    throw new AppError('photo_too_many_pixels');
  }
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (long < photoLimits.minLongSide || short < photoLimits.minShortSide)
    throw new AppError('photo_too_small');
}

/** The variant widths of a photo this wide: never enlarged, and its own width as the largest. */
export function variantWidthsFor(width: number): number[] {
  const largest = Math.min(width, variantWidths[variantWidths.length - 1] ?? width);
  const smaller = variantWidths.filter((candidate) => candidate < largest);
  return [...smaller, largest];
}
