import { ImageResponse } from 'next/og';
import { loadSceneInput } from '../../../../../bay-images/bay-image-source';
import { drawBayImage, IMAGE_SIZE } from '../../../../../bay-images/draw-bay-image';
import {
  parseSizedPictureFile,
  pictureVersion,
  sizedPicturePath,
} from '../../../../../bay-images/drawn-picture-sources';
import { parseGalleryImageRequest } from '../../../../../bay-images/gallery-image-file';
import { svgToWebp } from '../../../../../bay-images/svg-to-webp';

// Issue 5 item 9: the demo bays' gallery pictures, drawn on request from the bay's real data.
// The seed points at /images/bays/<slug>/<n>.png (next/og renders PNG only); the bay page shows
// them as WebP at a few widths, /images/bays/<slug>/<n>-<width>w-<version>.webp (issue 17), whose
// version names the bytes, so those are kept for a year.

// The same bay gives the same picture, but buoys can be added or moved, so a week rather than
// "immutable" for the PNG: a changed field shows within days without a new URL.
const PNG_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string; file: string }> };

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

async function sizedPicture(slug: string, file: string): Promise<Response | null> {
  const request = parseSizedPictureFile(slug, file);
  if (request === null) return null;
  const scene = await loadSceneInput(request);
  if (scene === null) return notFound();
  const version = pictureVersion(scene);
  // An address from before the bay changed: on to the picture as it is now.
  if (version !== request.version)
    return new Response(null, {
      status: 307,
      headers: { Location: sizedPicturePath(request, request.width, version), 'Cache-Control': 'no-cache' },
    });
  const webp = await svgToWebp(drawBayImage(request.view, scene), IMAGE_SIZE.width, request.width);
  return new Response(new Uint8Array(webp), {
    headers: { 'Content-Type': 'image/webp', 'Cache-Control': VERSIONED_CACHE_CONTROL },
  });
}

export async function GET(_request: Request, context: Context) {
  const { slug, file } = await context.params;
  const sized = await sizedPicture(slug, file);
  if (sized !== null) return sized;
  const request = parseGalleryImageRequest(slug, file);
  const scene = request === null ? null : await loadSceneInput(request);
  if (request === null || scene === null) return notFound();
  const svg = drawBayImage(request.view, scene);
  // next/og lays out HTML; the drawing is a whole SVG, handed over as one image filling the frame.
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return new ImageResponse(<img src={source} alt="" width={IMAGE_SIZE.width} height={IMAGE_SIZE.height} />, {
    ...IMAGE_SIZE,
    headers: { 'Cache-Control': PNG_CACHE_CONTROL },
  });
}
