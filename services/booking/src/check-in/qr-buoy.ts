import type { Point } from './presence-rules';

/** How a buoy is run (catalog's ManagementKind). */
export type Management = 'digital' | 'fcfs' | 'traditional';

/** The buoy a QR code is fixed to, as the check-in needs it (catalog's ResolveQrCode). */
export interface QrBuoy {
  buoyId: string;
  bayId: string;
  location: Point;
  management: Management;
  outOfService: boolean;
  /** The bay's own check-in radius, metres; null keeps the service's default. */
  checkInRadiusM: number | null;
}

/** Catalog's QR codes as the check-in reads them. */
export interface QrCodes {
  /** The buoy the code is fixed to; `not_found` when no buoy carries it. */
  resolve(qrSlug: string): Promise<QrBuoy>;
}
