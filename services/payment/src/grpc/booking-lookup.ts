import { bookingV1, catalogV1 } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';
import type { Metadata } from 'nice-grpc-common';
import type { InvoiceLine } from '../invoices/invoice-facts';

/** A booking as payment needs it: what to charge, for what, for whom. */
export interface BookingToPay {
  bookingId: string;
  held: boolean;
  holdExpiresAt: Date | undefined;
  bayId: string;
  baySlug: string;
  bayName: string;
  timeZone: string;
  buoyLabel: string;
  stayKind: 'day' | 'night';
  periodStart: Date;
  periodEnd: Date;
  fromDate: string;
  toDate: string;
  boatName: string;
  registrationNumber: string;
  language: string;
  currency: string;
  totalMinor: number;
  vatMinor: number;
  vatRateBasisPoints: number;
  lines: InvoiceLine[];
  /** The partner embed the booking came through; null when straight. */
  embedId: string | null;
}

const lineKinds: Partial<Record<bookingV1.PriceLine_Kind, InvoiceLine['kind']>> = {
  [bookingV1.PriceLine_Kind.KIND_DAY_HOURS]: 'day_hours',
  [bookingV1.PriceLine_Kind.KIND_DAY_FULL]: 'day_full',
  [bookingV1.PriceLine_Kind.KIND_NIGHT]: 'night',
  [bookingV1.PriceLine_Kind.KIND_MOORING_ASSISTANCE]: 'mooring_assistance',
  [bookingV1.PriceLine_Kind.KIND_TRASH_COLLECTION]: 'trash_collection',
};

function linesOf(price: bookingV1.PriceBreakdown | undefined): InvoiceLine[] {
  return (price?.lines ?? []).flatMap((line) => {
    const kind = lineKinds[line.kind];
    if (!kind) return [];
    const unitMinor = Number(line.unitPrice?.amountMinor ?? 0);
    return [{ kind, quantity: line.quantity, unitMinor, amountMinor: Number(line.amount?.amountMinor ?? 0) }];
  });
}

function bookingToPay(booking: bookingV1.Booking): BookingToPay {
  if (!booking.periodStart || !booking.periodEnd || !booking.price?.total)
    throw new AppError('internal', 'booking answered without its period or price');
  return {
    bookingId: booking.bookingId,
    held: booking.status === bookingV1.BookingStatus.BOOKING_STATUS_HELD,
    holdExpiresAt: booking.holdExpiresAt,
    bayId: booking.bayId,
    baySlug: booking.baySlug,
    bayName: booking.bayName,
    timeZone: booking.timeZone,
    buoyLabel: booking.buoyLabel,
    stayKind: booking.stayKind === catalogV1.StayKind.STAY_KIND_DAY ? 'day' : 'night',
    periodStart: booking.periodStart,
    periodEnd: booking.periodEnd,
    fromDate: booking.fromDate,
    toDate: booking.toDate,
    boatName: booking.boatName,
    registrationNumber: booking.registrationNumber,
    language: booking.language,
    currency: booking.price.total.currency,
    totalMinor: Number(booking.price.total.amountMinor),
    vatMinor: Number(booking.price.vat?.amountMinor ?? 0),
    vatRateBasisPoints: booking.price.vatRateBasisPoints,
    lines: linesOf(booking.price),
    embedId: booking.embedId === '' ? null : booking.embedId,
  };
}

export type BookingLookup = (bookingId: string, asCaller: { metadata: Metadata }) => Promise<BookingToPay>;

/**
 * Reads the booking from the booking service as the caller: booking answers NOT_FOUND for
 * anyone else's, so ownership is checked where the booking lives.
 */
export function bookingLookup(client: GrpcClient<typeof bookingV1.BookingServiceDefinition>): BookingLookup {
  return async (bookingId, asCaller) => {
    const { booking } = await client.getBooking({ bookingId }, asCaller);
    if (!booking) throw new AppError('not_found');
    return bookingToPay(booking);
  };
}
