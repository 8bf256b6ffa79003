import { ImageResponse } from 'next/og';
import { loadSceneInput } from '../../../../../bay-images/bay-image-source';
import { drawBayImage, IMAGE_SIZE } from '../../../../../bay-images/draw-bay-image';
import { parseGalleryImageRequest } from '../../../../../bay-images/gallery-image-file';

// Issue 5 item 9: the demo bays' gallery pictures, drawn on request from the bay's real data.
// next/og renders PNG only, so the seed points at /images/bays/<slug>/<n>.png (a catalog
// migration rewrote the older /images/bays/<slug>-<n>.jpg rows).

// The same bay gives the same picture, but buoys can be added or moved, so a week rather than
// "immutable": a changed field shows within days without a new URL.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string; file: string }> };

export async function GET(_request: Request, context: Context) {
  const { slug, file } = await context.params;
  const request = parseGalleryImageRequest(slug, file);
  const scene = request === null ? null : await loadSceneInput(request);
  if (request === null || scene === null)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const svg = drawBayImage(request.view, scene);
  // next/og lays out HTML; the drawing is a whole SVG, handed over as one image filling the frame.
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return new ImageResponse(<img src={source} alt="" width={IMAGE_SIZE.width} height={IMAGE_SIZE.height} />, {
    ...IMAGE_SIZE,
    headers: { 'Cache-Control': CACHE_CONTROL },
  });
}
