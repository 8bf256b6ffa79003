import type { ManagementKind, ServiceState } from '../buoys/buoy.table';

/**
 * Spec §3 buoy statuses for a stay, plus a digital buoy the bay does not sell that stay for, and
 * a buoy taken only by unpaid holds (issue 28 item 6: a hold lapses in minutes, a booking stays).
 */
export type BuoyStatus =
  'available' | 'held' | 'booked' | 'out_of_service' | 'fcfs' | 'traditional' | 'stay_not_offered';

export interface BuoyStatusAnswer {
  status: BuoyStatus;
  /** For `held` and `booked`: when the last hold or booking overlapping the stay ends. */
  bookedUntil: Date | null;
}

export interface BuoyFacts {
  managementKind: ManagementKind;
  serviceState: ServiceState;
}

/** What the projection knows of the stay at this buoy's bay. */
export interface StayOccupancy {
  /** False when the bay does not sell the stay kind or the stay is already over. */
  offered: boolean;
  /**
   * Ends of the latest held or confirmed booking overlapping the stay, and of the latest
   * confirmed one; null for either when there is none (the `occupancy` subquery's answer).
   */
  ends: OccupancyEnds | null;
}

export type OccupancyEnds = [occupiedUntil: Date | null, confirmedUntil: Date | null];

/**
 * A buoy's status for a stay (issue 5 item 3), first rule that applies: out of service,
 * traditional, FCFS, stay not offered, booked when a confirmed booking overlaps, held when only
 * holds do (either until the end of the latest overlapping occupancy), available. A restricted buoy is usable (spec §4: only an icon), so it is available, held
 * or booked.
 */
export function buoyStatus(buoy: BuoyFacts, stay: StayOccupancy): BuoyStatusAnswer {
  const only = (status: BuoyStatus): BuoyStatusAnswer => ({ status, bookedUntil: null });
  if (buoy.serviceState === 'out_of_service') return only('out_of_service');
  if (buoy.managementKind === 'traditional') return only('traditional');
  if (buoy.managementKind === 'fcfs') return only('fcfs');
  if (!stay.offered) return only('stay_not_offered');
  const [occupiedUntil, confirmedUntil] = stay.ends ?? [null, null];
  if (confirmedUntil) return { status: 'booked', bookedUntil: occupiedUntil };
  if (occupiedUntil) return { status: 'held', bookedUntil: occupiedUntil };
  return only('available');
}

export function sameStatus(a: BuoyStatusAnswer, b: BuoyStatusAnswer): boolean {
  return a.status === b.status && a.bookedUntil?.getTime() === b.bookedUntil?.getTime();
}
