import { describe, expect, it } from '@jest/globals';
import { withoutRepeatedPlaces } from './same-place';
import type { LocationMatch } from './search-locations';

const match = (
  kind: LocationMatch['kind'],
  name: string,
  lat: number,
  lon: number,
  placeKind: LocationMatch['placeKind'] = kind === 'bay' ? null : 'bay',
): LocationMatch => ({
  kind,
  id: `${kind}-${name}-${lat}`,
  name,
  baySlug: kind === 'bay' ? name.toLowerCase() : null,
  placeKind,
  country: 'HR',
  region: null,
  lat,
  lon,
});

describe('search answers without repeated places', () => {
  it('when a gazetteer place has a buoyfield’s name and lies beside it, then only the buoyfield is suggested', () => {
    const buoyfield = match('bay', 'Telašćica', 43.893, 15.167);
    const answer = withoutRepeatedPlaces([buoyfield, match('place', 'Telascica', 43.895, 15.17)]);
    expect(answer).toEqual([buoyfield]);
  });

  it('when a place of the same name lies far from the buoyfield, then both are suggested', () => {
    const answer = withoutRepeatedPlaces([
      match('bay', 'Lopud', 42.68, 17.94),
      match('place', 'Lopud', 43.5, 16.4),
    ]);
    expect(answer.map((each) => each.kind)).toEqual(['bay', 'place']);
  });

  it('when a town has a buoyfield’s name, then both are suggested: the town is somewhere else to go', () => {
    const answer = withoutRepeatedPlaces([
      match('bay', 'Grado', 45.67, 13.38),
      match('place', 'Grado', 45.68, 13.39, 'town'),
    ]);
    expect(answer.map((each) => each.kind)).toEqual(['bay', 'place']);
  });

  it('when places share a name without a buoyfield among the matches, then all of them stay', () => {
    const answer = withoutRepeatedPlaces([
      match('place', 'Krk', 45.08, 14.59),
      match('place', 'Krk', 45.03, 14.58),
    ]);
    expect(answer).toHaveLength(2);
  });
});
