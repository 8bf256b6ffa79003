// Issue 5 item 9: the demo bays' gallery pictures are drawn by the web app from the bay's own
// data. Picture n is the n-th of the seed's captions (services/catalog/src/seed/demo-bay.ts),
// so the order here must follow theirs.
export const GALLERY_VIEWS = ['shore', 'evening', 'boats', 'above'] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FILE_NAME = /^([1-9][0-9]?)\.png$/;

const LEGACY_FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([1-9][0-9]?)\.jpg$/;

/** Where the seed points a bay's n-th picture (n from 1). */
export function galleryImagePath(slug: string, number: number): string {
  return `/images/bays/${slug}/${number}.png`;
}

export type GalleryImageRequest = { slug: string; number: number; view: GalleryView };

/** The picture a request names, or null for anything that is not one of ours (answered 404). */
export function parseGalleryImageRequest(slug: string, fileName: string): GalleryImageRequest | null {
  if (!SLUG.test(slug)) return null;
  const match = FILE_NAME.exec(fileName);
  if (!match?.[1]) return null;
  const number = Number(match[1]);
  const view = GALLERY_VIEWS[number - 1];
  return view === undefined ? null : { slug, number, view };
}

/**
 * Catalogs seeded before the pictures were drawn list /images/bays/<slug>-<n>.jpg. Rather than a
 * catalog migration that rewrites their rows, the web app answers those addresses with a redirect
 * to the drawn picture: the catalog keeps no knowledge of how the web app serves pictures.
 */
export function parseLegacyGalleryFile(fileName: string): GalleryImageRequest | null {
  const match = LEGACY_FILE_NAME.exec(fileName);
  if (!match?.[1] || !match[2]) return null;
  return parseGalleryImageRequest(match[1], `${match[2]}.png`);
}

/** The same picture at the address older catalogs list. */
export function legacyGalleryImagePath(slug: string, number: number): string {
  return `/images/bays/${slug}-${number}.jpg`;
}
