import { occupyingStates, type OccupancyState } from './booking-occupancy.table';

/** Where and when a booking stands, as the projection holds it or as an event describes it. */
export interface BookingPlacement {
  state: OccupancyState;
  buoyId: string;
  periodStart: Date;
  periodEnd: Date;
}

/** A buoy's period a booking began (occupied) or stopped (not occupied) taking. */
export interface OccupancyChange {
  buoyId: string;
  periodStart: Date;
  periodEnd: Date;
  occupied: boolean;
}

type Occupation = Omit<OccupancyChange, 'occupied'>;

function occupation(placement: BookingPlacement | undefined): Occupation | undefined {
  if (!placement || !occupyingStates.includes(placement.state)) return undefined;
  const { buoyId, periodStart, periodEnd } = placement;
  return { buoyId, periodStart, periodEnd };
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
 * confirmed changes nothing; a hold that expires frees its period; a booking moved to another
 * buoy or period frees the old one and takes the new one.
 */
export function occupancyChanges(
  before: BookingPlacement | undefined,
  after: BookingPlacement,
): OccupancyChange[] {
  const was = occupation(before);
  const is = occupation(after);
  if (was && is && sameOccupation(was, is)) return [];
  const changes: OccupancyChange[] = [];
  if (was) changes.push({ ...was, occupied: false });
  if (is) changes.push({ ...is, occupied: true });
  return changes;
}
