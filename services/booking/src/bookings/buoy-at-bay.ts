import type { CancellationPolicy, seasonRules, stayRules } from '@moorline/contracts';

/** Hull kinds a bay or buoy takes. */
export interface Hulls {
  mono: boolean;
  multi: boolean;
}

/** A bay's price list in minor units, VAT included (spec §1); null where not sold. */
export interface BayPrices {
  currency: string;
  dayPerHourMinor: number;
  dayFullMinor: number;
  nightMinor: number;
  mooringAssistanceMinor: number | null;
  trashCollectionMinor: number | null;
  /** The bay's seasons (issue 27 item 2): their own prices, or closed; the prices above elsewhere. */
  seasons: seasonRules.Season[];
}

/**
 * What booking needs to know about a buoy and its bay to quote and hold it: catalog's data, read
 * over gRPC before any transaction (ARCHITECTURE §4: no network call inside one).
 */
export interface BuoyAtBay {
  buoyId: string;
  label: string;
  maxLoaCm: number;
  hulls: Hulls;
  /** Digitally managed: bookable online (FCFS and traditional buoys are not). */
  digital: boolean;
  /** In service or restricted; false when out of service. */
  usable: boolean;
  bay: {
    bayId: string;
    slug: string;
    name: string;
    maxLoaCm: number;
    hulls: Hulls;
    stayTimes: stayRules.BayStayTimes;
    prices: BayPrices;
    vatRateBasisPoints: number;
    /** When a stay can be cancelled for a refund (issue 30 item 1); the hold copies it. */
    cancellationPolicy: CancellationPolicy;
    /** The bay's operator can take payments online (issue 15 item 6); holds need it (issue 26). */
    bookableOnline: boolean;
    /** Live: published, on the map (issue 27 item 4). A draft or hidden bay takes no new stay. */
    listed: boolean;
    /** Issue 30 item 3: a night stay held here keeps the next night for its booker until 09:00. */
    keepsNextNight: boolean;
  };
}

/** Catalog's buoys as booking uses them. */
export interface BuoyDirectory {
  /** The buoy and its bay; `not_found` when catalog does not know it. */
  buoyAtBay(buoyId: string): Promise<BuoyAtBay>;
  /** The same, asked now and not from a recent answer: a buoy just back in service shows so. */
  buoyAtBayNow(buoyId: string): Promise<BuoyAtBay>;
  /** Every buoy of a bay on sale (a waitlist's bay); `not_found` when catalog does not list it. */
  bayBuoys(bayId: string): Promise<BuoyAtBay[]>;
  /** Buoys that could take the boat instead, same bay first, then other bays by distance. */
  candidates(query: CandidateQuery): Promise<BuoyCandidate[]>;
}

export interface CandidateQuery {
  buoyId: string;
  loaCm: number;
  multihull: boolean;
  stayKind: stayRules.StayKind;
  /** For a walk-up at the buoy: first-come buoys too, and other bays only this near, metres. */
  walkUpWithinM?: number;
}

/** A buoy that could take the boat, with what resolving the stay at its bay needs. */
export interface BuoyCandidate {
  buoyId: string;
  label: string;
  bayId: string;
  baySlug: string;
  bayName: string;
  stayTimes: stayRules.BayStayTimes;
  distanceM: number;
  qrSlug: string;
}
