import type { stayRules } from '@moorline/contracts';

/** How a buoy is managed (spec §3): only digital and FCFS buoys are the platform's to count. */
export type BuoyKind = 'digital' | 'fcfs' | 'traditional';

/** A buoy of a bay as the back office counts it: catalog's data, not booking's. */
export interface BayBuoy {
  buoyId: string;
  label: string;
  kind: BuoyKind;
  /** Catalog's service state now; restricted buoys are usable, so they count as in service. */
  outOfService: boolean;
}

/** What the back office needs to know about a bay from catalog. */
export interface BayFacts {
  bayId: string;
  slug: string;
  name: string;
  timeZone: string;
  /** The bay's night check-in and check-out; null where it sells no nights. */
  night: NonNullable<stayRules.BayStayTimes['night']> | null;
  buoys: BayBuoy[];
}

/** Catalog's bays, by id, as the back office reads them (over gRPC, never inside a transaction). */
export interface BayDirectory {
  /** The bay and its buoys; `not_found` when catalog does not know it. */
  bayFacts(bayId: string): Promise<BayFacts>;
}
