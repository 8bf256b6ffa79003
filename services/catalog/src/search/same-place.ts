import { distanceM } from '../geo/distance';
import { normaliseSearchText } from './normalise-search-text';
import type { LocationMatch } from './search-locations';

/** A gazetteer bay this close to a buoyfield of the same name is that buoyfield's water. */
const SAME_PLACE_WITHIN_M = 10_000;

/**
 * The matches without gazetteer bays that only repeat a buoyfield in the same answer (issue 28
 * item 6): "Telašćica" the bay of the gazetteer beside "Telašćica" the buoyfield is one stretch of
 * water to a boater, and the buoyfield is the one that opens its buoys. A town of the buoyfield's
 * name (Grado) is somewhere else to go, and a bay of the same name further away is another bay:
 * both stay.
 */
export function withoutRepeatedPlaces(matches: LocationMatch[]): LocationMatch[] {
  const buoyfields = matches.filter((match) => match.kind === 'bay');
  const repeatsBuoyfield = (place: LocationMatch) =>
    place.placeKind === 'bay' &&
    buoyfields.some(
      (bay) =>
        normaliseSearchText(bay.name) === normaliseSearchText(place.name) &&
        distanceM(bay, place) <= SAME_PLACE_WITHIN_M,
    );
  return matches.filter((match) => match.kind === 'bay' || !repeatsBuoyfield(match));
}
