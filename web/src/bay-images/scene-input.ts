import type { Polygon } from '../../scripts/land-geometry';
import type { Buoy, HullKind } from '../http/api-schema';
import type { LatLon, Metres } from './local-frame';
import { unitOf } from './local-frame';

// What every picture is drawn from: the bay's pin, its buoys as visitors get them (positions,
// no live status), the hulls it takes, and the land layer.

export type SceneBuoy = Pick<Buoy, 'label' | 'lat' | 'lon' | 'management' | 'service_state' | 'max_loa_cm'>;

export type SceneInput = {
  pin: LatLon;
  buoys: SceneBuoy[];
  hullKinds: HullKind[];
  land: Polygon[];
  random: () => number;
};

export type BoatKind = 'sail' | 'motor' | 'catamaran';
export type Boat = { buoy: SceneBuoy; lengthM: number; kind: BoatKind };

/** Boats lie on `share` of the buoys in service, each no longer than its buoy allows. */
export function boatsOnBuoys(input: SceneInput, share: number): Boat[] {
  const catamarans = input.hullKinds.includes('multi');
  return input.buoys.flatMap((buoy) => {
    const occupied = input.random() < share;
    const lengthM = (buoy.max_loa_cm / 100) * (0.55 + 0.4 * input.random());
    const pick = input.random();
    if (!occupied || buoy.service_state === 'out_of_service') return [];
    const kind: BoatKind = catamarans && pick < 0.15 ? 'catamaran' : pick < 0.65 ? 'sail' : 'motor';
    return [{ buoy, lengthM: Math.max(6, lengthM), kind }];
  });
}

/**
 * Moored boats swing to the wind and lie downwind of their buoy; on summer afternoons in the
 * Adriatic that is the maestral, from the north-west.
 */
export function windFromDeg(random: () => number): number {
  return 290 + 40 * random();
}

export function mooredPosition(buoy: Metres, lengthM: number, windFrom: number): Metres {
  const downwind = unitOf(windFrom + 180);
  const distance = lengthM / 2 + 4;
  return { x: buoy.x + downwind.x * distance, y: buoy.y + downwind.y * distance };
}
