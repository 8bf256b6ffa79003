import type { BoatRow } from '../fleet/boat.repository';
import type { BoatFit } from './stay-wanted';

export function boatFitOf(boat: Pick<BoatRow, 'loa_cm' | 'boat_type'>): BoatFit {
  return { loaCm: boat.loa_cm, multihull: boat.boat_type.endsWith('multihull') };
}
