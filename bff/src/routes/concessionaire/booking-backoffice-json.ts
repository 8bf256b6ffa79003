import type { bookingV1, commonV1, paymentV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { bookingPhases, stayKinds, wireValue } from '../../wire/enum-tables';
import { cancelledByJson, phaseFilter, sent } from '../booking/booking-json';
import { bayCancelReasons, type BayBookingsQuerystring } from './booking-backoffice-params';

// booking's back-office messages as the /v1 JSON, one function per shape.

const instant = (value: Date | undefined) => sent(value).toISOString();
const instantOrNull = (value: Date | undefined) => value?.toISOString() ?? null;

function countsJson(counts: bookingV1.OccupancyCounts | undefined) {
  const { buoysTotal, booked, checkedIn, free, firstComeTaken, outOfService } = sent(counts);
  return {
    buoys_total: buoysTotal,
    booked,
    checked_in: checkedIn,
    free,
    first_come_taken: firstComeTaken,
    out_of_service: outOfService,
  };
}

export function occupancyNowJson(answer: bookingV1.GetOccupancyNowResponse) {
  return { bays: answer.bays.map((bay) => ({ bay_id: bay.bayId, ...countsJson(bay.counts) })) };
}

function berthJson(berth: bookingV1.Berth) {
  return {
    booking_id: berth.bookingId,
    buoy_id: berth.buoyId,
    buoy_label: berth.buoyLabel,
    boat_name: berth.boatName,
    registration_number: berth.registrationNumber,
    loa_cm: berth.loaCm,
    check_in: instant(berth.checkIn),
    check_out: instant(berth.checkOut),
    stay_kind: sent(wireValue(stayKinds, berth.stayKind)),
    paid: berth.paid,
    checked_in_at: instantOrNull(berth.checkedInAt),
    skipper_name: berth.skipperName === '' ? null : berth.skipperName,
    skipper_phone: berth.skipperPhone === '' ? null : berth.skipperPhone,
  };
}

export function overviewJson(overview: bookingV1.GetBayOverviewResponse) {
  return {
    bay_id: overview.bayId,
    time_zone: overview.timeZone,
    now: countsJson(overview.now),
    tonight: countsJson(overview.tonight),
    coming_hours: overview.comingHours.map((point) => ({
      at: instant(point.at),
      booked: point.booked,
      checked_in: point.checkedIn,
      free: point.free,
    })),
    past_days: overview.pastDays.map((day) => ({
      date: day.date,
      occupied: day.occupied,
      buoys_total: day.buoysTotal,
      occupancy_ratio:
        day.buoysTotal === 0 ? 0 : Math.round((day.occupied / day.buoysTotal) * 10_000) / 10_000,
    })),
    berths: overview.berths.map(berthJson),
  };
}

const amountJson = ({ amountMinor, currency }: commonV1.Money) => ({ amount_minor: amountMinor, currency });

/** Why the bay cancelled, as booking sends it: empty unless it did; any other word is booking's fault. */
function cancelReasonJson(word: string) {
  if (word === '') return null;
  const reason = bayCancelReasons.find((known) => known === word);
  if (reason === undefined) throw new AppError('internal');
  return reason;
}

export function bayBookingFields(booking: bookingV1.BayBooking) {
  return {
    booking_id: booking.bookingId,
    from_date: booking.fromDate,
    to_date: booking.toDate,
    buoy_id: booking.buoyId,
    buoy_label: booking.buoyLabel,
    registration_number: booking.registrationNumber,
    boat_name: booking.boatName,
    stay_kind: sent(wireValue(stayKinds, booking.stayKind)),
    status: sent(wireValue(bookingPhases, booking.phase)),
    amount: amountJson(sent(booking.amount)),
    checked_in_at: instantOrNull(booking.checkedInAt),
    channel: booking.walkUp ? ('walk_up' as const) : ('online' as const),
    cancelled_at: instantOrNull(booking.cancelledAt),
    cancelled_by: cancelledByJson(booking.cancelledBy),
    refund: booking.refund === undefined ? null : amountJson(booking.refund),
    cancel_reason: cancelReasonJson(booking.cancelReason),
  };
}

type InvoiceReference = { invoice_id: string; number: string; issued_at: string };

export type BayBookingJson = ReturnType<typeof bayBookingFields> & {
  invoice: InvoiceReference | null;
  credit_note: InvoiceReference | null;
};

const referenceJson = (invoice: paymentV1.Invoice | undefined): InvoiceReference | null =>
  invoice
    ? { invoice_id: invoice.invoiceId, number: invoice.number, issued_at: instant(invoice.issuedAt) }
    : null;

/** A credit note corrects an invoice (issue 30 item 2); payment before it sent no kind at all. */
const isCreditNote = (invoice: paymentV1.Invoice) => invoice.kind === 'credit_note';

/** Each booking with its invoice and credit note, the newest of each where payment answers several. */
export function withInvoices(
  bookings: bookingV1.BayBooking[],
  invoices: paymentV1.Invoice[],
): BayBookingJson[] {
  const byBooking = (documents: paymentV1.Invoice[]) =>
    new Map(documents.map((invoice) => [invoice.bookingId, invoice]));
  const invoiceOf = byBooking(invoices.filter((invoice) => !isCreditNote(invoice)));
  const creditNoteOf = byBooking(invoices.filter(isCreditNote));
  return bookings.map((booking) => ({
    ...bayBookingFields(booking),
    invoice: referenceJson(invoiceOf.get(booking.bookingId)),
    credit_note: referenceJson(creditNoteOf.get(booking.bookingId)),
  }));
}

export function bayBookingsRequest(
  bayId: string,
  query: BayBookingsQuerystring,
): bookingV1.ListBayBookingsRequest {
  return {
    bayId,
    fromDate: query.from ?? '',
    toDate: query.to ?? '',
    query: query.q ?? '',
    pageToken: query.cursor ?? '',
    pageSize: query.limit ?? 0,
    phase: phaseFilter(query.status),
  };
}

export function movedBookingJson(moved: bookingV1.MoveBookingResponse) {
  return {
    ...bayBookingFields(sent(moved.booking)),
    previous_buoy_id: moved.previousBuoyId,
    previous_buoy_label: moved.previousBuoyLabel,
  };
}
