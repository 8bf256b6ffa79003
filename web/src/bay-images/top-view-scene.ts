import { isOnLand, landInBox, smoothRing, toLocalPolygons, type LocalPolygon } from './land-near-bay';
import { unitOf, type Metres } from './local-frame';
import { boatsOnBuoys, mooredPosition, windFromDeg, type Boat, type SceneInput } from './scene-input';
import { num, pathData, svgDocument } from './svg';
import { topViewOf, type TopView } from './top-view';

// "<bay> seen from above": the real buoy positions on the offline land layer, north up.

const WIDTH = 1200;
const HEIGHT = 800;
const SEA = '#1d6e94';
const SHALLOW = '#4fb3c4';
const SAND = '#e4d6a7';
const LAND = '#7f9a5c';
const WOOD = '#5c7a3f';
const BUOY_RING = { digital: '#1f6fd6', fcfs: '#f08a24', traditional: '#8a8f96' } as const;

function landShapes(view: TopView, land: readonly LocalPolygon[]): string {
  const paths = land
    .map((polygon) => polygon.map((ring) => pathData(smoothRing(ring, 3).map(view.toPixel))).join(''))
    .join('');
  if (paths === '') return '';
  const width = (metres: number) => num(metres / view.metresPerPixel);
  // Shallows and beach as wide strokes under the fill: they show only on the water side.
  return (
    `<path d="${paths}" fill="${SHALLOW}" stroke="${SHALLOW}" stroke-width="${width(70)}" stroke-linejoin="round" opacity="0.55"/>` +
    `<path d="${paths}" fill="${SAND}" stroke="${SAND}" stroke-width="${width(14)}" stroke-linejoin="round"/>` +
    `<path d="${paths}" fill="${LAND}" fill-rule="evenodd"/>`
  );
}

/** Patches of pine wood scattered over the land. */
function woods(view: TopView, land: readonly LocalPolygon[], random: () => number): string {
  const patches: string[] = [];
  for (let attempt = 0; attempt < 220; attempt += 1) {
    const pixel = { x: random() * WIDTH, y: random() * HEIGHT };
    const radius = 6 + random() * 16;
    const ground = {
      x: (pixel.x - WIDTH / 2) * view.metresPerPixel,
      y: (HEIGHT / 2 - pixel.y) * view.metresPerPixel,
    };
    if (isOnLand(ground, land))
      patches.push(`<circle cx="${num(pixel.x)}" cy="${num(pixel.y)}" r="${num(radius)}"/>`);
  }
  return `<g fill="${WOOD}" opacity="0.7">${patches.join('')}</g>`;
}

/**
 * The coarse coast can fill in the cove a field lies in; for buoys on that filled-in land, open
 * the water again around them and out along the way the field faces, until the sea.
 */
function reopenedWater(
  view: TopView,
  buoys: readonly Metres[],
  land: readonly LocalPolygon[],
  seaward: number,
) {
  const direction = unitOf(seaward);
  const strokes = buoys
    .filter((buoy) => isOnLand(buoy, land))
    .map((buoy) => {
      let step = 0;
      while (
        step < 3000 &&
        isOnLand({ x: buoy.x + direction.x * step, y: buoy.y + direction.y * step }, land)
      )
        step += 25;
      const end = { x: buoy.x + direction.x * (step + 60), y: buoy.y + direction.y * (step + 60) };
      return pathData([view.toPixel(buoy), view.toPixel(end)], false);
    });
  if (strokes.length === 0) return '';
  const d = strokes.join('');
  const line = (colour: string, metres: number) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${num(metres / view.metresPerPixel)}" stroke-linecap="round"/>`;
  return line(SAND, 104) + line(SHALLOW, 92) + line(SEA, 70);
}

function boatShape(view: TopView, boat: Boat, at: Metres, windFrom: number): string {
  const centre = view.toPixel(at);
  const length = boat.lengthM / view.metresPerPixel;
  const beam = length * (boat.kind === 'catamaran' ? 0.5 : 0.32);
  const hull =
    boat.kind === 'catamaran'
      ? `<rect x="${num(-length / 2)}" y="${num(-beam / 2)}" width="${num(length)}" height="${num(beam * 0.3)}" rx="${num(beam * 0.15)}"/>` +
        `<rect x="${num(-length / 2)}" y="${num(beam * 0.2)}" width="${num(length)}" height="${num(beam * 0.3)}" rx="${num(beam * 0.15)}"/>` +
        `<rect x="${num(-length * 0.3)}" y="${num(-beam / 2)}" width="${num(length * 0.55)}" height="${num(beam)}"/>`
      : `<path d="M${num(length / 2)} 0Q${num(length * 0.15)} ${num(-beam / 2)} ${num(-length / 2)} ${num(-beam * 0.38)}L${num(-length / 2)} ${num(beam * 0.38)}Q${num(length * 0.15)} ${num(beam / 2)} ${num(length / 2)} 0Z"/>`;
  const cabin = `<rect x="${num(-length * 0.2)}" y="${num(-beam * 0.22)}" width="${num(length * 0.35)}" height="${num(beam * 0.44)}" rx="${num(beam * 0.1)}" fill="${boat.kind === 'motor' ? '#2c3e50' : '#d9d2c3'}"/>`;
  // SVG turns clockwise from +x (east); the bow points into the wind.
  const rotation = windFrom - 90;
  return (
    `<g transform="translate(${num(centre.x)} ${num(centre.y)}) rotate(${num(rotation)})">` +
    `<g transform="translate(2 3)" fill="#0b3550" opacity="0.35">${hull}</g>` +
    `<g fill="#fbfbf8" stroke="#c9cdd2" stroke-width="0.6">${hull}</g>${cabin}</g>`
  );
}

function widened(box: TopView['box'], share: number): TopView['box'] {
  const dLon = (box.maxLon - box.minLon) * share;
  const dLat = (box.maxLat - box.minLat) * share;
  return {
    minLon: box.minLon - dLon,
    minLat: box.minLat - dLat,
    maxLon: box.maxLon + dLon,
    maxLat: box.maxLat + dLat,
  };
}

export function drawTopView(input: SceneInput): string {
  const view = topViewOf([input.pin, ...input.buoys], {
    width: WIDTH,
    height: HEIGHT,
    marginM: 160,
    minSpanM: 560,
  });
  // Clipped wider than the picture, so the cut edges (and their beach strokes) stay outside it.
  const land = toLocalPolygons(landInBox(input.land, widened(view.box, 0.5)), view.frame);
  const buoys = input.buoys.map((buoy) => ({ buoy, at: view.frame.toLocal(buoy) }));
  const pin = view.frame.toLocal(input.pin);
  const middle = buoys.reduce((sum, { at }) => ({ x: sum.x + at.x, y: sum.y + at.y }), { x: 0, y: 0 });
  const count = Math.max(1, buoys.length);
  const seaward = Math.atan2(middle.x / count - pin.x, middle.y / count - pin.y) * (180 / Math.PI);
  const windFrom = windFromDeg(input.random);
  const ripples = Array.from({ length: 160 }, () => {
    const x = input.random() * WIDTH;
    const y = input.random() * HEIGHT;
    const length = 8 + input.random() * 22;
    return `M${num(x)} ${num(y)}h${num(length)}`;
  }).join('');
  const boats = boatsOnBuoys(input, 0.55).map((boat) => {
    const at = mooredPosition(view.frame.toLocal(boat.buoy), boat.lengthM, windFrom);
    const bow = mooredPosition(view.frame.toLocal(boat.buoy), 0, windFrom);
    const line = pathData([view.toPixel(view.frame.toLocal(boat.buoy)), view.toPixel(bow)], false);
    return `<path d="${line}" stroke="#e8e8e8" stroke-width="0.8"/>${boatShape(view, boat, at, windFrom)}`;
  });
  const radius = Math.max(3, 2.5 / view.metresPerPixel);
  const marks = buoys.map(({ buoy, at }) => {
    const pixel = view.toPixel(at);
    const ring = BUOY_RING[buoy.management];
    const dash = buoy.service_state === 'out_of_service' ? ' stroke-dasharray="2 2"' : '';
    return `<circle cx="${num(pixel.x)}" cy="${num(pixel.y)}" r="${num(radius)}" fill="#ffffff" stroke="${ring}" stroke-width="${num(radius * 0.6)}"${dash}/>`;
  });
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${SEA}"/>`,
    `<path d="${ripples}" stroke="#ffffff" stroke-width="1.2" stroke-linecap="round" opacity="0.12"/>`,
    landShapes(view, land),
    woods(view, land, input.random),
    reopenedWater(
      view,
      buoys.map(({ at }) => at),
      land,
      seaward,
    ),
    ...boats,
    ...marks,
  ].join('');
  return svgDocument(WIDTH, HEIGHT, '', body);
}
