import type { GalleryView } from './gallery-image-file';
import type { SceneInput } from './scene-input';
import { daylight, evening } from './shore-palettes';
import { drawShoreView, HEIGHT, WIDTH, type ShoreShot } from './shore-scene';
import { drawTopView } from './top-view-scene';

// One picture per caption of the seed (services/catalog/src/seed/demo-bay.ts).

export const IMAGE_SIZE = { width: WIDTH, height: HEIGHT };

const SHORE_SHOTS: Record<Exclude<GalleryView, 'above'>, ShoreShot> = {
  // From the hillside behind the shore, high enough to see the field's rows apart.
  shore: { stand: { behindPinM: 60 }, heightM: 40, boatShare: 0.3, palette: daylight, foreground: true },
  evening: { stand: { behindPinM: 90 }, heightM: 30, boatShare: 0.4, palette: evening, foreground: true },
  // From the deck of a boat just short of the nearest row.
  boats: { stand: { beforeFieldM: 25 }, heightM: 8, boatShare: 0.8, palette: daylight, foreground: false },
};

export function drawBayImage(view: GalleryView, input: SceneInput): string {
  return view === 'above' ? drawTopView(input) : drawShoreView(input, SHORE_SHOTS[view]);
}
