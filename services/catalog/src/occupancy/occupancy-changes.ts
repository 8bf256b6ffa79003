import { occupyingStates, type OccupancyState } from './booking-occupancy.table';

/** Where and when a booking stands, as the projection holds it or as an event describes it. */
export interface BookingPlacement {
  state: OccupancyState;
  buoyId: string;
  periodStart: Date;
  periodEnd: Date;
  /** The next night kept for the booker (issue 30 item 3); taken while the stay is confirmed. */
  keptNight?: { start: Date; end: Date } | undefined;
}

/** A buoy's period a booking began (occupied) or stopped (not occupied) taking. */
export interface OccupancyChange {
  buoyId: string;
  periodStart: Date;
  periodEnd: Date;
  occupied: boolean;
}

type Occupation = Omit<OccupancyChange, 'occupied'>;

/**
 * The periods a placement takes: a held or confirmed stay its own, and a confirmed one also the
 * night kept for its booker. Whether that keep has lapsed by the clock is the map's question; a
 * map told of it asks again and finds out.
 */
function occupations(placement: BookingPlacement | undefined): Occupation[] {
  if (!placement || !occupyingStates.includes(placement.state)) return [];
  const { buoyId, periodStart, periodEnd, keptNight } = placement;
  const stay = { buoyId, periodStart, periodEnd };
  if (placement.state !== 'confirmed' || !keptNight) return [stay];
  return [stay, { buoyId, periodStart: keptNight.start, periodEnd: keptNight.end }];
}

function sameOccupation(a: Occupation, b: Occupation): boolean {
  return (
    a.buoyId === b.buoyId &&
    a.periodStart.getTime() === b.periodStart.getTime() &&
    a.periodEnd.getTime() === b.periodEnd.getTime()
  );
}

/**
 * What applying a booking's new version changes in whom its buoys are taken by: held to
 * confirmed changes nothing but the kept night it takes; a hold that expires frees its period; a
 * booking moved to another buoy or period frees the old ones and takes the new ones.
 */
export function occupancyChanges(
  before: BookingPlacement | undefined,
  after: BookingPlacement,
): OccupancyChange[] {
  const was = occupations(before);
  const is = occupations(after);
  const missingFrom = (others: Occupation[]) => (occupation: Occupation) =>
    !others.some((other) => sameOccupation(occupation, other));
  return [
    ...was.filter(missingFrom(is)).map((occupation) => ({ ...occupation, occupied: false })),
    ...is.filter(missingFrom(was)).map((occupation) => ({ ...occupation, occupied: true })),
  ];
}
