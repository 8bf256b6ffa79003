/** A model's length overall, beam and draft in whole centimetres, as its builder publishes them. */
export interface ModelDimensions {
  loaCm: number;
  beamCm: number;
  draftCm: number;
}

const size = (loaCm: number, beamCm: number, draftCm: number): ModelDimensions => ({
  loaCm,
  beamCm,
  draftCm,
});

// Issue 28 item 4: a chosen model fills in the boat form's sizes. Only the models whose spec sheets
// we are sure of (the standard keel where the builder offers a choice); every other model has none,
// so the form asks rather than guesses. Keyed by brand, then model, as boat-brands.ts names them.
export const boatModelDimensions: Record<string, Record<string, ModelDimensions>> = {
  Bavaria: {
    'Cruiser 41': size(1235, 396, 202),
    'Cruiser 46': size(1427, 435, 210),
  },
  Beneteau: {
    'Oceanis 38.1': size(1150, 399, 205),
    'Oceanis 46.1': size(1460, 450, 235),
  },
  Jeanneau: {
    'Sun Odyssey 349': size(1034, 344, 198),
    'Sun Odyssey 410': size(1238, 399, 218),
    'Sun Odyssey 440': size(1339, 429, 224),
  },
  Hanse: {
    'Hanse 388': size(1140, 389, 199),
    'Hanse 418': size(1240, 417, 208),
  },
  Lagoon: {
    'Lagoon 40': size(1174, 676, 135),
    'Lagoon 42': size(1280, 770, 125),
    'Lagoon 46': size(1399, 796, 135),
  },
};

/** The published sizes of one model, or null when we do not know them. */
export function dimensionsOf(brand: string, model: string): ModelDimensions | null {
  return boatModelDimensions[brand]?.[model] ?? null;
}
