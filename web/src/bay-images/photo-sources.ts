import type { BayPhoto } from '../http/api-schema';

// An uploaded bay photo (issue 15 item 8) as an <img> and its <picture> sources: every variant
// width in each format as a srcset, WebP offered first, JPEG the <img>'s own. The variants' URLs
// are relative to the API base, as the BFF gives them.

export type PhotoSource = { type: string; srcSet: string };

export type PhotoImage = {
  /** The <img>'s fallback: the middle JPEG, what a browser without srcset shows. */
  src: string;
  srcSet: string;
  /** WebP first: a browser takes the first source whose type it reads. */
  sources: PhotoSource[];
  /** The largest variant, for the lightbox, which shows the photo as large as it can. */
  largest: string;
  width: number;
  height: number;
};

const mimeTypes: Record<string, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

export function photoImage(photo: BayPhoto, apiBaseUrl: string): PhotoImage {
  const url = (path: string) => `${apiBaseUrl}${path}`;
  const byFormat = (format: string) => photo.variants.filter((variant) => variant.format === format);
  const srcSet = (format: string) =>
    byFormat(format)
      .map((variant) => `${url(variant.url)} ${variant.width}w`)
      .join(', ');
  const jpegs = byFormat('jpeg');
  const webps = byFormat('webp');
  const middle = jpegs[Math.floor((jpegs.length - 1) / 2)] ?? jpegs[0];
  const largest = webps[webps.length - 1] ?? jpegs[jpegs.length - 1];
  return {
    src: middle ? url(middle.url) : '',
    srcSet: srcSet('jpeg'),
    sources: webps.length > 0 ? [{ type: mimeTypes.webp ?? 'image/webp', srcSet: srcSet('webp') }] : [],
    largest: largest ? url(largest.url) : '',
    width: photo.width,
    height: photo.height,
  };
}
