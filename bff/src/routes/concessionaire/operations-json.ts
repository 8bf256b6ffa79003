import { catalogV1 } from '@moorline/contracts';
import type { AppError } from '@moorline/kit';
import { buoyStatuses, managementKinds, serviceStates, wireValue } from '../../wire/enum-tables';
import { onlineBookingJson } from '../catalog/catalog-json';

// Catalog's answers about an operator's bays and buoys as the /v1 JSON (snake_case, enums as
// words from the one table per enum).

const iso = (date: Date | undefined) => date?.toISOString() ?? null;

export function operatorBayJson(bay: catalogV1.OperatorBay) {
  return {
    bay_id: bay.bayId,
    slug: bay.slug,
    name: bay.name,
    country: bay.country,
    time_zone: bay.timeZone,
    buoys: {
      total: bay.buoys?.total ?? 0,
      digital: bay.buoys?.digital ?? 0,
      first_come: bay.buoys?.firstCome ?? 0,
      out_of_service: bay.buoys?.outOfService ?? 0,
    },
    ...onlineBookingJson(bay.onlineBooking),
  };
}

export function operatorBuoyJson(buoy: catalogV1.OperatorBuoy) {
  return {
    buoy_id: buoy.buoyId,
    label: buoy.label,
    management_kind: wireValue(managementKinds, buoy.managementKind)?.name ?? 'traditional',
    service_state: wireValue(serviceStates, buoy.serviceState)?.name ?? 'in_service',
    out_of_service_reason: buoy.outOfServiceReason === '' ? null : buoy.outOfServiceReason,
    out_of_service_until: iso(buoy.outOfServiceUntil),
    qr_slug: buoy.qrSlug,
    status_now: wireValue(buoyStatuses, buoy.statusNow)?.name ?? 'out_of_service',
    booked_until: iso(buoy.bookedUntil),
    max_loa_cm: buoy.maxLoaCm,
  };
}

/** A `buoy_has_bookings` refusal: its code and message, and the bookings catalog sent with it. */
export function buoyHasBookingsJson(error: AppError) {
  const { bookings } = catalogV1.BuoyServiceRefusal.decode(error.details ?? new Uint8Array());
  return {
    code: 'buoy_has_bookings' as const,
    message: error.message,
    bookings: bookings.map((booking) => ({
      booking_id: booking.bookingId,
      registration_number: booking.registrationNumber,
      boat_name: booking.boatName,
      period_start: iso(booking.periodStart) ?? '',
      period_end: iso(booking.periodEnd) ?? '',
      confirmed: booking.confirmed,
      free_buoys: booking.freeBuoys.map((buoy) => ({
        buoy_id: buoy.buoyId,
        label: buoy.label,
        max_loa_cm: buoy.maxLoaCm,
      })),
    })),
  };
}
