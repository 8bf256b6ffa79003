import { galleryImagePath, parseLegacyGalleryFile } from '../../../../bay-images/gallery-image-file';

// Older catalogs list their drawn pictures as /images/bays/<slug>-<n>.jpg (see
// parseLegacyGalleryFile). The segment is named [slug] only because Next wants one name per
// level; here it holds that whole file name. Files in public/ (the placeholder) are served first.

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

export async function GET(_request: Request, context: Context) {
  const { slug: fileName } = await context.params;
  const picture = parseLegacyGalleryFile(fileName);
  if (picture === null)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(null, {
    status: 308,
    headers: {
      Location: galleryImagePath(picture.slug, picture.number),
      'Cache-Control': 'public, max-age=604800',
    },
  });
}
