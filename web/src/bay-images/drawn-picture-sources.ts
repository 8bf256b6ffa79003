import { createHash } from 'node:crypto';
import { CURRENT_BUILD_ID } from '../build-version/build-id';
import { IMAGE_SIZE } from './draw-bay-image';
import type { PhotoImage } from './photo-sources';
import type { SceneInput } from './scene-input';
import {
  parseGalleryImageRequest,
  parseLegacyGalleryFile,
  type GalleryImageRequest,
} from './gallery-image-file';

// Issue 17: the drawn gallery pictures as WebP at a few widths, each at an address that names its
// bytes, so browsers keep them for a year without asking. The version is a hash of everything a
// picture is drawn from that can change: the build (drawing code and land layer) and the bay's
// pin, hulls and buoys.

export const DRAWN_WIDTHS = [480, 800, 1200] as const;
export type DrawnWidth = (typeof DRAWN_WIDTHS)[number];

const SIZED_FILE = /^([1-9][0-9]?)-(\d+)w-([0-9a-f]{12})\.webp$/;
const DRAWN_PATH = /^\/images\/bays\/([^/]+)\/([^/]+)$/;
const LEGACY_PATH = /^\/images\/bays\/([^/]+)$/;

export type SceneFacts = Pick<SceneInput, 'pin' | 'buoys' | 'hullKinds'>;

export function pictureVersion({ pin, buoys, hullKinds }: SceneFacts): string {
  const facts = [
    CURRENT_BUILD_ID,
    pin.lat,
    pin.lon,
    hullKinds,
    buoys.map((buoy) => [
      buoy.label,
      buoy.lat,
      buoy.lon,
      buoy.management,
      buoy.service_state,
      buoy.max_loa_cm,
    ]),
  ];
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 12);
}

export function sizedPicturePath(request: GalleryImageRequest, width: DrawnWidth, version: string): string {
  return `/images/bays/${request.slug}/${request.number}-${width}w-${version}.webp`;
}

export type SizedPictureRequest = GalleryImageRequest & { width: DrawnWidth; version: string };

/** A sized WebP file of ours, or null (answered like any unknown picture). */
export function parseSizedPictureFile(slug: string, fileName: string): SizedPictureRequest | null {
  const match = SIZED_FILE.exec(fileName);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const width = DRAWN_WIDTHS.find((allowed) => allowed === Number(match[2]));
  const request = parseGalleryImageRequest(slug, `${match[1]}.png`);
  return request === null || width === undefined ? null : { ...request, width, version: match[3] };
}

/**
 * The <img> attributes for a drawn picture the catalog lists (`/images/bays/<slug>/<n>.png`, or
 * the older `<slug>-<n>.jpg`), or null for any other address (those stay as they are).
 */
export function drawnPictureImage(url: string, facts: SceneFacts): PhotoImage | null {
  const path = DRAWN_PATH.exec(url);
  const legacy = LEGACY_PATH.exec(url);
  const request =
    path?.[1] && path[2]
      ? parseGalleryImageRequest(path[1], path[2])
      : legacy?.[1]
        ? parseLegacyGalleryFile(legacy[1])
        : null;
  if (request === null) return null;
  const version = pictureVersion(facts);
  const at = (width: DrawnWidth) => sizedPicturePath(request, width, version);
  return {
    src: at(800),
    srcSet: DRAWN_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
    sources: [],
    largest: at(1200),
    ...IMAGE_SIZE,
  };
}
