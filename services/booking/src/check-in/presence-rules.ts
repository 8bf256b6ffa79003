// Whether a boater who scanned a buoy's QR code is at that buoy (spec §4, §5; issue 14 item 2).
// A heuristic, not a proof: the browser reports the position and its accuracy, and a determined
// user can forge both. It stops casual remote check-ins; the README says so. Pure.

import { greatCircle } from '@moorline/contracts';

/** A point in degrees, WGS 84. */
export type Point = greatCircle.GeoPoint;

/** What the browser reported: a position and the radius it is sure of, metres. */
export interface ReportedPosition extends Point {
  accuracyM: number;
}

export interface PresenceSettings {
  /** How far from the buoy a check-in may be made, metres (the bay's, or the default). */
  radiusM: number;
  /** A position less sure than this cannot prove anything, metres. */
  maxAccuracyM: number;
}

export type PresenceVerdict = 'present' | 'too_far' | 'too_imprecise';

/** Whether a reported position is a usable reading at all: finite, on the globe, an accuracy. */
export function isPlausiblePosition(position: ReportedPosition): boolean {
  const { lat, lon, accuracyM } = position;
  return (
    [lat, lon, accuracyM].every(Number.isFinite) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    accuracyM > 0
  );
}

/**
 * The position proves presence when its accuracy is good enough and its circle of uncertainty
 * reaches within the radius of the buoy: distance − accuracy ≤ radius. A boat swings on its
 * mooring and phones at sea read 5–30 m off, so the boater is given the benefit of the circle.
 */
export function presenceVerdict(
  position: ReportedPosition,
  buoy: Point,
  settings: PresenceSettings,
): { verdict: PresenceVerdict; distanceM: number } {
  const distance = greatCircle.distanceM(position, buoy);
  if (position.accuracyM > settings.maxAccuracyM) return { verdict: 'too_imprecise', distanceM: distance };
  const verdict = distance - position.accuracyM <= settings.radiusM ? 'present' : 'too_far';
  return { verdict, distanceM: distance };
}
