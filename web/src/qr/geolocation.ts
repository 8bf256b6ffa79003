import type { PresenceBody } from '../http/api-schema';

// spec §1, §4: the location is asked only through the browser's permission, once, when the
// boater starts the check-in; it is handed to the caller and never stored.

export type PositionOutcome =
  | { kind: 'position'; position: PresenceBody }
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  | { kind: 'unsupported' };

/** How long the browser may look for a fix before the boater is told (a network error). */
export const POSITION_TIMEOUT_MS = 20_000;

// GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT.
export function outcomeOfError(code: number): PositionOutcome {
  return code === 1 ? { kind: 'denied' } : { kind: 'unavailable' };
}

export function outcomeOfPosition(
  coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>,
): PositionOutcome {
  return {
    kind: 'position',
    position: { latitude: coords.latitude, longitude: coords.longitude, accuracy_m: coords.accuracy },
  };
}

export function currentPosition(geolocation: Geolocation | undefined): Promise<PositionOutcome> {
  if (geolocation === undefined) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (found) => resolve(outcomeOfPosition(found.coords)),
      (error) => resolve(outcomeOfError(error.code)),
      // A fresh, precise fix: an old cached one would not prove where the boat is now.
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
