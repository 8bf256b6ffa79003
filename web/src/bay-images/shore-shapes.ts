import type { ManagementKind } from '../http/api-schema';
import { focalLength, type Camera, type Projected } from './perspective';
import type { BoatKind } from './scene-input';
import type { ShorePalette } from './shore-palettes';
import { num, pathData, verticalGradient, type Point } from './svg';

// The parts of the views from the shore, each a piece of SVG.

/** Degrees from the view direction to a bearing, in (-180, 180]. */
function offsetFromView(camera: Camera, bearing: number): number {
  return ((((bearing - camera.bearingDeg) % 360) + 540) % 360) - 180;
}

export function drawSky(camera: Camera, palette: ShorePalette, random: () => number, defs: string[]): string {
  defs.push(
    verticalGradient('sky', [
      [0, palette.skyTop],
      [1, palette.skyHorizon],
    ]),
  );
  const parts = [`<rect width="${camera.width}" height="${num(camera.horizonY + 2)}" fill="url(#sky)"/>`];
  if (palette.sun) {
    const offset = offsetFromView(camera, palette.sun.bearingDeg);
    // A sun outside the view still lights the side of the sky it is on.
    const inView = Math.abs(offset) < camera.fovDeg / 2;
    const x = inView
      ? camera.width / 2 + focalLength(camera) * Math.tan((offset * Math.PI) / 180)
      : offset < 0
        ? -camera.width * 0.1
        : camera.width * 1.1;
    defs.push(
      `<radialGradient id="glow" cx="${num(x)}" cy="${num(camera.horizonY)}" r="${num(camera.width * 0.6)}" gradientUnits="userSpaceOnUse">` +
        `<stop offset="0" stop-color="${palette.sun.glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun.glow}" stop-opacity="0"/></radialGradient>`,
    );
    parts.push(`<rect width="${camera.width}" height="${num(camera.horizonY + 2)}" fill="url(#glow)"/>`);
    if (inView)
      parts.push(
        `<circle cx="${num(x)}" cy="${num(camera.horizonY - 22)}" r="26" fill="${palette.sun.disc}"/>`,
      );
  }
  if (palette.clouds) {
    const clouds = Array.from({ length: 5 }, () => {
      const x = random() * camera.width;
      const y = 30 + random() * camera.horizonY * 0.55;
      const size = 40 + random() * 70;
      return [0, 1, 2, 3]
        .map((part) => {
          const dx = (part - 1.5) * size * 0.55;
          const r = size * (part === 1 || part === 2 ? 0.42 : 0.3);
          return `<ellipse cx="${num(x + dx)}" cy="${num(y - r * 0.3)}" rx="${num(r * 1.3)}" ry="${num(r * 0.7)}"/>`;
        })
        .join('');
    });
    parts.push(`<g fill="${palette.clouds}" opacity="0.75">${clouds.join('')}</g>`);
  }
  return parts.join('');
}

export function drawSea(camera: Camera, palette: ShorePalette, random: () => number, defs: string[]): string {
  defs.push(
    verticalGradient('sea', [
      [0, palette.seaFar],
      [1, palette.seaNear],
    ]),
  );
  const below = camera.height - camera.horizonY;
  const ripples = Array.from({ length: 170 }, () => {
    // Ripples spread and lengthen towards the viewer, as perspective does.
    const nearness = random() ** 1.6;
    const y = camera.horizonY + 3 + nearness * below;
    const length = 6 + nearness * 70 * (0.5 + random());
    return `M${num(random() * camera.width)} ${num(y)}h${num(length)}`;
  }).join('');
  const parts = [
    `<rect y="${num(camera.horizonY)}" width="${camera.width}" height="${num(below)}" fill="url(#sea)"/>`,
    `<path d="${ripples}" stroke="${palette.ripple}" stroke-width="1.4" stroke-linecap="round" opacity="0.22"/>`,
  ];
  const sun = palette.sun;
  const offset = sun ? offsetFromView(camera, sun.bearingDeg) : 180;
  if (sun && Math.abs(offset) < camera.fovDeg / 2) {
    const x = camera.width / 2 + focalLength(camera) * Math.tan((offset * Math.PI) / 180);
    const glitter = Array.from({ length: 90 }, () => {
      const nearness = random() ** 1.4;
      const y = camera.horizonY + 2 + nearness * below;
      const spread = 14 + nearness * 160;
      return `M${num(x + (random() - 0.5) * spread * 2)} ${num(y)}h${num(8 + nearness * 40)}`;
    }).join('');
    parts.push(
      `<path d="${glitter}" stroke="${sun.glitter}" stroke-width="2" stroke-linecap="round" opacity="0.6"/>`,
    );
  }
  return parts.join('');
}

const BUOY_COLOUR: Record<ManagementKind, string> = {
  digital: '#f4f6f8',
  fcfs: '#f08a24',
  traditional: '#e9d36a',
};

export function drawBuoy(seen: Projected, management: ManagementKind, palette: ShorePalette): string {
  const r = Math.max(1.6, 0.45 * seen.pixelsPerMetre);
  const colour = palette.sun ? '#1f1a26' : BUOY_COLOUR[management];
  return (
    `<ellipse cx="${num(seen.x)}" cy="${num(seen.y + r * 0.4)}" rx="${num(r * 1.6)}" ry="${num(r * 0.45)}" fill="#000" opacity="0.18"/>` +
    `<circle cx="${num(seen.x)}" cy="${num(seen.y - r * 0.3)}" r="${num(r)}" fill="${colour}"/>` +
    (palette.sun
      ? `<circle cx="${num(seen.x - r * 0.3)}" cy="${num(seen.y - r * 0.6)}" r="${num(r * 0.35)}" fill="${palette.hullLine}"/>`
      : '')
  );
}

export type BoatLook = { lengthM: number; kind: BoatKind; across: number; bowRight: boolean };

export function drawBoat(seen: Projected, look: BoatLook, palette: ShorePalette): string {
  const scale = seen.pixelsPerMetre;
  const length = look.lengthM * scale * look.across;
  const freeboard = look.lengthM * 0.1 * scale;
  const side = look.bowRight ? 1 : -1;
  const at = (along: number, up: number): Point => ({
    x: seen.x + side * along * length,
    y: seen.y - up * freeboard,
  });
  const hull = [at(-0.5, 0), at(-0.52, 1), at(0.56, 1.2), at(0.42, 0)];
  const parts = [
    `<ellipse cx="${num(seen.x)}" cy="${num(seen.y + freeboard * 0.25)}" rx="${num(length * 0.55)}" ry="${num(Math.max(1, freeboard * 0.3))}" fill="#000" opacity="0.2"/>`,
    `<path d="${pathData(hull)}" fill="${palette.hull}" stroke="${palette.hullLine}" stroke-width="${num(Math.max(0.5, freeboard * 0.08))}"/>`,
  ];
  if (look.kind === 'catamaran')
    parts.push(
      `<path d="${pathData([at(-0.2, 0), at(-0.2, 0.45), at(0.2, 0.45), at(0.2, 0)])}" fill="${palette.seaFar}"/>`,
    );
  const cabinHigh = look.kind === 'motor' ? 1.9 : 1.6;
  parts.push(
    `<path d="${pathData([at(-0.25, 1), at(-0.22, cabinHigh), at(0.12, cabinHigh), at(0.25, 1.05)])}" fill="${palette.cabin}"/>`,
  );
  if (look.kind === 'motor') {
    parts.push(
      `<path d="${pathData([at(-0.1, 1.35), at(0.12, 1.35), at(0.2, 1.1), at(-0.1, 1.1)])}" fill="#1d2a38"/>`,
    );
  } else {
    const mastHeight = look.lengthM * 1.25 * scale;
    const foot = at(0.05, 1.1);
    const top = { x: foot.x, y: foot.y - mastHeight };
    const width = Math.max(0.8, scale * 0.18);
    parts.push(
      `<path d="${pathData([foot, top], false)}" stroke="${palette.mast}" stroke-width="${num(width)}"/>`,
      `<path d="${pathData([top, at(0.54, 1.2)], false)}" stroke="${palette.mast}" stroke-width="${num(width * 0.4)}" opacity="0.8"/>`,
      `<path d="${pathData([at(0.05, 1.5), at(-0.35, 1.6)], false)}" stroke="${palette.cabin}" stroke-width="${num(width * 1.8)}" stroke-linecap="round"/>`,
    );
    if (palette.anchorLights)
      parts.push(
        `<circle cx="${num(top.x)}" cy="${num(top.y)}" r="${num(Math.max(1.2, width * 1.2))}" fill="#fff6d5"/>`,
      );
  }
  return parts.join('');
}

/** The hillside the picture is taken from: rocks along the bottom and a pine at one side. */
export function drawForeground(camera: Camera, palette: ShorePalette, random: () => number): string {
  const steps = 24;
  const edge = Array.from({ length: steps + 1 }, (_, index) => ({
    x: (camera.width * index) / steps,
    y: camera.height - 18 - random() * 26 - (index === 0 || index === steps ? 30 : 0),
  }));
  const ground = [...edge, { x: camera.width, y: camera.height }, { x: 0, y: camera.height }];
  const left = random() < 0.5;
  const base = { x: left ? 70 : camera.width - 70, y: camera.height };
  const lean = left ? 1 : -1;
  const crown = { x: base.x + lean * 90, y: camera.height * 0.18 };
  const trunk = `<path d="M${num(base.x - 10)} ${num(base.y)}Q${num(base.x + lean * 10)} ${num(camera.height * 0.55)} ${num(crown.x)} ${num(crown.y + 40)}L${num(crown.x + lean * 6)} ${num(crown.y + 44)}Q${num(base.x + lean * 24)} ${num(camera.height * 0.55)} ${num(base.x + 12)} ${num(base.y)}Z" fill="${palette.ground}"/>`;
  const needles = Array.from({ length: 9 }, () => {
    const x = crown.x + (random() - 0.5) * 260 - lean * 60;
    const y = crown.y + (random() - 0.3) * 90;
    return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(60 + random() * 50)}" ry="${num(18 + random() * 16)}"/>`;
  }).join('');
  return (
    `<path d="${pathData(ground)}" fill="${palette.ground}"/>` +
    trunk +
    `<g fill="${palette.pine}">${needles}</g>`
  );
}
