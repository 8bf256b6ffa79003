import type { StayKind } from './booking.table';

/** What a boater asks for: a stay at a buoy for one of their boats (booking.proto StayRequest). */
export interface StayWanted {
  buoyId: string;
  boatId: string;
  kind: StayKind;
  fromDate: string;
  toDate: string;
  /** Day stay only: hours wanted from now; 0 means until the bay's day check-out. */
  dayHours: number;
  extras: { mooringAssistance: boolean; trashCollection: boolean };
}

/** The boat's measures that decide whether it fits a buoy. */
export interface BoatFit {
  loaCm: number;
  multihull: boolean;
}
