import { drawBayImage } from './draw-bay-image';
import { GALLERY_VIEWS } from './gallery-image-file';
import type { SceneInput } from './scene-input';
import { seededRandom } from './seeded-random';

const buoys = [0, 1, 2, 3, 4, 5].map((index) => ({
  label: String(index + 1),
  lat: 43.9 + 0.0004 * Math.floor(index / 3),
  lon: 15.16 + 0.0005 * (index % 3),
  management: 'digital' as const,
  service_state: 'in_service' as const,
  max_loa_cm: 1500,
}));
const land = [
  [
    [
      [15.15, 43.89],
      [15.17, 43.89],
      [15.17, 43.898],
      [15.15, 43.898],
      [15.15, 43.89],
    ],
  ],
] as [number, number][][][];

function input(seed: string): SceneInput {
  return {
    pin: { lat: 43.899, lon: 15.1605 },
    buoys,
    hullKinds: ['mono', 'multi'],
    land,
    random: seededRandom(seed),
  };
}

describe('drawBayImage', () => {
  it('when the same bay is drawn twice, then the pictures are the same; another bay draws another', () => {
    for (const view of GALLERY_VIEWS) {
      const once = drawBayImage(view, input(`telascica/${view}`));
      expect(drawBayImage(view, input(`telascica/${view}`))).toBe(once);
      expect(drawBayImage(view, input(`lopud/${view}`))).not.toBe(once);
      expect(once.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"')).toBe(true);
      expect(once).not.toContain('NaN');
    }
  });

  it('when the bay is seen from above, then each buoy is one ring on the picture', () => {
    const svg = drawBayImage('above', input('telascica/above'));
    expect(svg.match(/<circle [^>]*fill="#ffffff" stroke="#1f6fd6"/g)).toHaveLength(buoys.length);
  });
});
