import { catalogV1 } from '@moorline/contracts';
import type { BookingInTheWay } from '../buoy-control/buoy-has-bookings';
import type { OperatorBuoy } from '../buoy-control/list-operator-buoys';
import type { OnlineBooking } from '../online-booking/online-booking';
import type { OperatorBay } from '../operator-bays/list-operator-bays';
import { buoyStatusCode, managementKindCode, serviceStateCode } from './catalog-enums';

const notBookableReasonCode = {
  payment_account_not_ready: catalogV1.NotBookableReason.NOT_BOOKABLE_REASON_PAYMENT_ACCOUNT_NOT_READY,
} as const;

export function onlineBookingMessage(online: OnlineBooking): catalogV1.OnlineBooking {
  return {
    bookable: online.bookable,
    notBookableReason:
      online.notBookableReason === null
        ? catalogV1.NotBookableReason.NOT_BOOKABLE_REASON_UNSPECIFIED
        : notBookableReasonCode[online.notBookableReason],
  };
}

export function operatorBayMessage(bay: OperatorBay): catalogV1.OperatorBay {
  return {
    bayId: bay.id,
    slug: bay.slug,
    name: bay.name,
    country: bay.country,
    timeZone: bay.time_zone,
    buoys: {
      total: bay.total,
      digital: bay.digital,
      firstCome: bay.first_come,
      outOfService: bay.out_of_service,
    },
    onlineBooking: onlineBookingMessage(bay.onlineBooking),
  };
}

export function operatorBuoyMessage(buoy: OperatorBuoy): catalogV1.OperatorBuoy {
  return {
    buoyId: buoy.id,
    label: buoy.label,
    managementKind: managementKindCode[buoy.management_kind],
    serviceState: serviceStateCode[buoy.service_state],
    outOfServiceReason: buoy.out_of_service_reason ?? '',
    outOfServiceUntil: buoy.out_of_service_until ?? undefined,
    qrSlug: buoy.qr_slug,
    statusNow: buoyStatusCode[buoy.statusNow.status],
    bookedUntil: buoy.statusNow.bookedUntil ?? undefined,
    maxLoaCm: buoy.max_loa_cm,
  };
}

/** The details a `buoy_has_bookings` error carries (BuoyServiceRefusal), encoded for its trailer. */
export function buoyServiceRefusalDetails(bookings: BookingInTheWay[]): Uint8Array {
  const refusal: catalogV1.BuoyServiceRefusal = {
    bookings: bookings.map((booking) => ({
      bookingId: booking.booking_id,
      registrationNumber: booking.registration_number ?? '',
      boatName: booking.boat_name ?? '',
      periodStart: booking.period_start,
      periodEnd: booking.period_end,
      confirmed: booking.state === 'confirmed',
      freeBuoys: booking.freeBuoys.map((buoy) => ({
        buoyId: buoy.id,
        label: buoy.label,
        maxLoaCm: buoy.max_loa_cm,
      })),
    })),
  };
  return catalogV1.BuoyServiceRefusal.encode(refusal).finish();
}
