import type { ManagementKind, ServiceState } from '../buoys/buoy.table';

/** Spec §3 buoy statuses for a stay, plus a digital buoy the bay does not sell that stay for. */
export type BuoyStatus =
  'available' | 'booked' | 'out_of_service' | 'fcfs' | 'traditional' | 'stay_not_offered';

export interface BuoyStatusAnswer {
  status: BuoyStatus;
  /** For `booked`: when the last hold or booking overlapping the stay ends. */
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
  /** End of the latest held or confirmed booking overlapping the stay; null when none. */
  occupiedUntil: Date | null;
}

/**
 * A buoy's status for a stay (issue 5 item 3), first rule that applies: out of service,
 * traditional, FCFS, stay not offered, booked (until the end of the overlapping occupancy),
 * available. A restricted buoy is usable (spec §4: only an icon), so it is available or booked.
 */
export function buoyStatus(buoy: BuoyFacts, stay: StayOccupancy): BuoyStatusAnswer {
  const only = (status: BuoyStatus): BuoyStatusAnswer => ({ status, bookedUntil: null });
  if (buoy.serviceState === 'out_of_service') return only('out_of_service');
  if (buoy.managementKind === 'traditional') return only('traditional');
  if (buoy.managementKind === 'fcfs') return only('fcfs');
  if (!stay.offered) return only('stay_not_offered');
  if (stay.occupiedUntil) return { status: 'booked', bookedUntil: stay.occupiedUntil };
  return only('available');
}

export function sameStatus(a: BuoyStatusAnswer, b: BuoyStatusAnswer): boolean {
  return a.status === b.status && a.bookedUntil?.getTime() === b.bookedUntil?.getTime();
}
