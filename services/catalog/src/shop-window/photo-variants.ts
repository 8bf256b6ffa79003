import { AppError } from '@moorline/kit';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { PhotoFormat } from './bay-photo.table';
import {
  assertPhotoDimensions,
  photoLimits,
  sniffImageFormat,
  variantFormats,
  variantWidthsFor,
  type UploadFormat,
} from './photo-rules';

export interface PhotoVariantFile {
  width: number;
  height: number;
  format: PhotoFormat;
  content: Buffer;
  contentHash: string;
}

export interface ProcessedPhoto {
  /** Of the largest variant. */
  width: number;
  height: number;
  variants: PhotoVariantFile[];
}

// What the image library reports for each accepted type (AVIF is HEIF with AV1 inside).
const decodedAs: Record<UploadFormat, (metadata: Metadata) => boolean> = {
  jpeg: (metadata) => metadata.format === 'jpeg',
  png: (metadata) => metadata.format === 'png',
  webp: (metadata) => metadata.format === 'webp',
  avif: (metadata) => metadata.format === 'heif' && metadata.compression === 'av1',
};

// The decoder refuses anything larger before it allocates, whatever the header claimed.
const input = { limitInputPixels: photoLimits.maxPixels } as const;

const notAPhoto = () => new AppError('photo_type_not_supported');

async function readMetadata(bytes: Buffer, format: UploadFormat): Promise<Metadata> {
  const metadata = await sharp(bytes, { ...input, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAPhoto();
    });
  if (!decodedAs[format](metadata)) throw notAPhoto();
  return metadata;
}

/** Decoded once, turned upright by its EXIF orientation, at the largest variant's size, as raw pixels. */
async function uprightPixels(bytes: Buffer, width: number) {
  try {
    return await sharp(bytes, input)
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // A file that starts like a photo but does not decode (cut short, corrupt).
    throw notAPhoto();
  }
}

async function encode(
  pixels: Awaited<ReturnType<typeof uprightPixels>>,
  width: number,
  format: PhotoFormat,
): Promise<PhotoVariantFile> {
  const { info } = pixels;
  let image = sharp(pixels.data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  if (width < info.width) image = image.resize({ width });
  image =
    format === 'webp'
      ? image.webp({ quality: 80 })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  // Raw pixels carry no metadata, and none is added: no EXIF, GPS, XMP or ICC leaves here.
  const { data, info: out } = await image.toBuffer({ resolveWithObject: true });
  return {
    width: out.width,
    height: out.height,
    format,
    content: data,
    contentHash: createHash('sha256').update(data).digest('hex'),
  };
}

/**
 * An uploaded file checked and resized into the bay page's variants (issue 15 item 8): its type
 * by content, its size, its pixel dimensions upright; then each variant width in WebP and JPEG,
 * turned by its EXIF orientation and stripped of every metadata field, GPS location above all.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > photoLimits.maxBytes) throw new AppError('photo_too_large');
  const format = sniffImageFormat(bytes);
  if (format === null) throw notAPhoto();
  const metadata = await readMetadata(bytes, format);
  assertPhotoDimensions(metadata.autoOrient);
  const widths = variantWidthsFor(metadata.autoOrient.width);
  const pixels = await uprightPixels(bytes, Math.max(...widths));
  const variants: PhotoVariantFile[] = [];
  // One at a time: the machine has two cores and other requests to answer.
  for (const width of widths) {
    for (const variantFormat of variantFormats) variants.push(await encode(pixels, width, variantFormat));
  }
  const largest = variants[variants.length - 1];
  if (!largest) throw notAPhoto();
  return { width: largest.width, height: largest.height, variants };
}
