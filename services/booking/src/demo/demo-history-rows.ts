import { demoSkipperUserId, type demoHistory } from '@moorline/contracts';
import type { Insertable } from 'kysely';
import { createHash } from 'node:crypto';
import { periodRange } from '../bookings/booking.repository';
import type { BookingTable, StoredPrice } from '../bookings/booking.table';
import { foldForSearch } from '../bookings/search-text';
import type { BoatTable } from '../fleet/boat.table';

type Stay = demoHistory.DemoHistoryStay;
type Bay = demoHistory.DemoHistoryBay;

const MINUTE_MS = 60_000;
// A demo skipper arrives a while after the check-in opens, as people do.
const ARRIVES_AFTER_MS = 90 * MINUTE_MS;

/** One boat per skipper and registration, with the same id on every seed. */
export function demoBoatId(ownerUserId: string, registration: string): string {
  const hex = createHash('sha256').update(`demo-boat|${ownerUserId}|${registration}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function demoBoatRow(stay: Stay): Insertable<BoatTable> & { id: string } {
  const owner = demoSkipperUserId(stay.boaterEmail);
  const { boat } = stay;
  return {
    id: demoBoatId(owner, boat.registrationNumber),
    owner_user_id: owner,
    name: boat.name,
    brand: 'Demo',
    model: `${Math.round(boat.loaCm / 30.48)} ft`,
    brand_id: null,
    model_id: null,
    custom_brand_model: true,
    boat_type: boat.boatType,
    registration_number: boat.registrationNumber,
    loa_cm: boat.loaCm,
    beam_cm: Math.round(boat.loaCm * 0.32),
    draft_cm: boat.boatType === 'sailmonohull' ? 190 : 110,
    idempotency_key: `demo-boat:${boat.registrationNumber}`,
    request_digest: 'demo-history',
    created_at: new Date(stay.paidAt.getTime() - 30 * 24 * 60 * MINUTE_MS),
    updated_at: new Date(stay.paidAt.getTime() - 30 * 24 * 60 * MINUTE_MS),
    deleted_at: null,
  };
}

function storedPrice(stay: Stay): StoredPrice {
  return {
    currency: stay.currency,
    lines: stay.lines.map((line) => ({ ...line })),
    totalMinor: stay.totalMinor,
    vatMinor: stay.vatMinor,
    vatRateBasisPoints: stay.vatRateBasisPoints,
    fullDayOffered: false,
    fullDaySavingMinor: 0,
  };
}

/** When the boat checked in: only for a stay already begun, never after `now`. */
export function demoCheckedInAt(stay: Stay, now: Date): Date | null {
  if (!stay.checkedIn || stay.periodStart > now) return null;
  return new Date(Math.min(stay.periodStart.getTime() + ARRIVES_AFTER_MS, now.getTime()));
}

/**
 * A confirmed booking as a real one would stand after its hold, payment and arrival: version 2
 * (held, confirmed), 3 when checked in. A stay paid "later" than the seed's clock (tonight's)
 * was paid just now.
 */
export function demoBookingRow(
  bay: Bay,
  stay: Stay,
  boatId: string,
  now: Date,
): Insertable<BookingTable> & { id: string } {
  const paidAt = new Date(Math.min(stay.paidAt.getTime(), now.getTime()));
  const createdAt = new Date(paidAt.getTime() - 2 * MINUTE_MS);
  const checkedInAt = demoCheckedInAt(stay, now);
  return {
    id: stay.bookingId,
    user_id: demoSkipperUserId(stay.boaterEmail),
    idempotency_key: `demo-history:${stay.bookingId}`,
    request_digest: 'demo-history',
    status: 'confirmed',
    version: checkedInAt ? 3 : 2,
    bay_id: bay.bayId,
    bay_slug: bay.baySlug,
    bay_name: bay.bayName,
    time_zone: bay.timeZone,
    buoy_id: stay.buoyId,
    buoy_label: stay.buoyLabel,
    boat_id: boatId,
    boat_name: stay.boat.name,
    registration_number: stay.boat.registrationNumber,
    stay_kind: stay.stayKind,
    from_date: stay.fromDate,
    to_date: stay.toDate,
    period: periodRange(stay.periodStart, stay.periodEnd),
    mooring_assistance: stay.lines.some((line) => line.kind === 'mooring_assistance'),
    trash_collection: stay.lines.some((line) => line.kind === 'trash_collection'),
    price: JSON.stringify(storedPrice(stay)),
    total_minor: stay.totalMinor,
    currency: stay.currency,
    hold_expires_at: new Date(createdAt.getTime() + 3 * MINUTE_MS),
    failure_code: null,
    payment_id: null,
    search_text: foldForSearch(`${bay.bayName} ${stay.buoyLabel} ${stay.boat.registrationNumber}`),
    language: 'en',
    boater_email: stay.boaterEmail,
    // No phone: a made-up number could be someone's real one.
    skipper_name: stay.skipperName,
    embed_id: stay.embedId ?? null,
    checked_in_at: checkedInAt,
    created_at: createdAt,
    updated_at: checkedInAt ?? paidAt,
  };
}
