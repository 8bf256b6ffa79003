import { catalogV1, errorCatalogue } from '@moorline/contracts';
import type { HullKind } from '../bays/bay.table';
import type { ManagementKind } from '../buoys/buoy.table';
import type { LayoutBay, LayoutBuoyRow } from '../layout/bay-layout.repository';
import type { LayoutRowInput } from '../layout/layout-rules';
import type { LayoutBuoy, LayoutVerdict } from '../layout/save-bay-layout';
import { hullKindCode, managementKindCode, serviceStateCode } from './catalog-enums';

const v1 = catalogV1;

const hullKindOf = new Map<catalogV1.HullKind, HullKind>([
  [v1.HullKind.HULL_KIND_MONO, 'mono'],
  [v1.HullKind.HULL_KIND_MULTI, 'multi'],
]);

const managementKindOf = new Map<catalogV1.ManagementKind, ManagementKind>([
  [v1.ManagementKind.MANAGEMENT_KIND_DIGITAL, 'digital'],
  [v1.ManagementKind.MANAGEMENT_KIND_FCFS, 'fcfs'],
  [v1.ManagementKind.MANAGEMENT_KIND_TRADITIONAL, 'traditional'],
]);

/** A row as the rules read it; an unknown hull kind empties the list, which the rules refuse. */
export function layoutRowFrom(row: catalogV1.LayoutRow): LayoutRowInput {
  const hullKinds = row.hullKinds.map((kind) => hullKindOf.get(kind));
  return {
    buoyId: row.buoyId,
    label: row.label,
    lat: row.lat,
    lon: row.lon,
    maxLoaCm: row.maxLoaCm,
    hullKinds: hullKinds.every((kind) => kind !== undefined) ? hullKinds : [],
    managementKind: managementKindOf.get(row.managementKind),
  };
}

export function layoutBuoyMessage(buoy: LayoutBuoyRow | LayoutBuoy): catalogV1.LayoutBuoy {
  return {
    buoyId: buoy.id ?? '',
    label: buoy.label,
    lat: buoy.lat,
    lon: buoy.lon,
    maxLoaCm: buoy.max_loa_cm,
    hullKinds: buoy.hull_kinds.map((kind) => hullKindCode[kind]),
    managementKind: managementKindCode[buoy.management_kind],
    qrSlug: buoy.qr_slug ?? '',
    serviceState: serviceStateCode[buoy.service_state],
  };
}

export function bayLayoutMessage(layout: {
  bay: LayoutBay;
  buoys: LayoutBuoyRow[];
}): catalogV1.GetBayLayoutResponse {
  return { pinLat: layout.bay.lat, pinLon: layout.bay.lon, buoys: layout.buoys.map(layoutBuoyMessage) };
}

export function layoutVerdictMessage(verdict: LayoutVerdict): catalogV1.SaveBayLayoutResponse {
  return {
    saved: verdict.saved,
    refusedRows: verdict.refusals.map((refusal) => ({
      rowIndex: refusal.rowIndex,
      code: refusal.code,
      message: errorCatalogue[refusal.code].message,
      otherRowIndex: refusal.otherRowIndex ?? -1,
    })),
    bookingsInTheWay: verdict.bookings.map((booking) => ({
      bookingId: booking.bookingId,
      periodStart: booking.periodStart,
      periodEnd: booking.periodEnd,
      buoyId: booking.buoyId,
      buoyLabel: booking.buoyLabel,
      rowIndex: booking.rowIndex,
      reason: booking.reason,
    })),
    buoys: verdict.buoys.map(layoutBuoyMessage),
    added: verdict.added,
    updated: verdict.updated,
    removed: verdict.removed,
  };
}
