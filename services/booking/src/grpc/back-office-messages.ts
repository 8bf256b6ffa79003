import { catalogV1, type bookingV1 } from '@moorline/contracts';
import type { LiveBookingRow } from '../back-office/back-office.repository';
import type { BayOverview } from '../back-office/get-bay-overview';
import type { BayBookingRow } from '../back-office/bay-history.repository';
import type { OccupancyCounts } from '../back-office/occupancy-counts';
import { phaseOf } from '../bookings/booking-phase';
import type { StayKind } from '../bookings/booking.table';
import { phaseCode, refundMessage } from './booking-messages';

const stayKindCode = (kind: StayKind) =>
  kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT;

export function countsMessage(counts: OccupancyCounts): bookingV1.OccupancyCounts {
  return {
    buoysTotal: counts.buoysTotal,
    booked: counts.booked,
    checkedIn: counts.checkedIn,
    free: counts.free,
    firstComeTaken: counts.firstComeTaken,
    outOfService: counts.outOfService,
  };
}

function berthMessage(row: LiveBookingRow): bookingV1.Berth {
  return {
    bookingId: row.id,
    buoyId: row.buoy_id,
    buoyLabel: row.buoy_label,
    boatName: row.boat_name,
    registrationNumber: row.registration_number,
    loaCm: row.loa_cm,
    checkIn: row.period_start,
    checkOut: row.period_end,
    stayKind: stayKindCode(row.stay_kind),
    paid: row.status === 'confirmed',
    checkedInAt: row.checked_in_at ?? undefined,
    skipperName: row.skipper_name,
    skipperPhone: row.skipper_phone,
  };
}

export function overviewMessage(overview: BayOverview): bookingV1.GetBayOverviewResponse {
  return {
    bayId: overview.bayId,
    timeZone: overview.timeZone,
    now: countsMessage(overview.now),
    tonight: countsMessage(overview.tonight),
    comingHours: overview.comingHours.map((point) => ({ ...point })),
    pastDays: overview.pastDays.map((day) => ({ ...day })),
    berths: overview.berths.map(berthMessage),
  };
}

export function bayBookingMessage(row: BayBookingRow, now: Date): bookingV1.BayBooking {
  return {
    bookingId: row.id,
    fromDate: row.from_date,
    toDate: row.to_date,
    buoyId: row.buoy_id,
    buoyLabel: row.buoy_label,
    registrationNumber: row.registration_number,
    boatName: row.boat_name,
    stayKind: stayKindCode(row.stay_kind),
    phase: phaseCode[phaseOf(row, now)],
    amount: { amountMinor: row.total_minor, currency: row.currency },
    checkedInAt: row.checked_in_at ?? undefined,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    walkUp: row.walk_up,
    cancelledAt: row.cancelled_at ?? undefined,
    cancelledBy: row.cancelled_by ?? '',
    refund: refundMessage(row),
    cancelReason: row.cancel_reason ?? '',
  };
}
