import { bayClock, type Role } from '@moorline/contracts';
import { forwardAccessToken } from '@moorline/kit';
import { randomUUID } from 'node:crypto';
import { periodRange } from '../src/bookings/booking.repository';
import type { BookingStatus, StayKind } from '../src/bookings/booking.table';
import { foldForSearch } from '../src/bookings/search-text';
import { boaterWithBoat, type Boater } from './booking-fixtures';
import type { BookingServices } from './support';

/** The call options of operator staff with these roles, running these bays. */
export async function staffOf(
  services: Pick<BookingServices, 'tokens'>,
  bayIds: string[],
  roles: Role[] = ['concessionaire', 'manager'],
) {
  const operator = { operatorId: randomUUID(), bayIds };
  return forwardAccessToken(await services.tokens.bearer({ roles, operator }));
}

export interface BookingFixture {
  bayId: string;
  buoyId: string;
  buoyLabel: string;
  start: Date;
  end: Date;
  status?: BookingStatus;
  /** A held booking's deadline; a minute from the real now unless given. */
  holdExpiresAt?: Date;
  checkedInAt?: Date;
  stayKind?: StayKind;
  fromDate?: string;
  toDate?: string;
  totalMinor?: number;
  walkUp?: boolean;
  boatName?: string;
  registration?: string;
  /** A boater of the test's own; a new one with one boat unless given. */
  boater?: Boater;
}

const BAY_ZONE = 'Europe/Zagreb';

/** A booking written as the hold path (and payment) would have left it. */
export async function insertBooking(services: BookingServices, row: BookingFixture) {
  const boater = row.boater ?? (await boaterWithBoat(services, { name: row.boatName ?? 'Galeb' }));
  const status = row.status ?? 'confirmed';
  const registration = row.registration ?? `ST ${randomUUID().slice(0, 4).toUpperCase()}`;
  const total = row.totalMinor ?? 8000;
  const ended = status === 'expired' || status === 'failed';
  const { id } = await services.bookingDb
    .insertInto('bookings')
    .values({
      user_id: boater.userId,
      idempotency_key: randomUUID(),
      request_digest: 'fixture',
      status,
      bay_id: row.bayId,
      bay_slug: 'fixture-bay',
      bay_name: 'Fixture Bay',
      time_zone: BAY_ZONE,
      buoy_id: row.buoyId,
      buoy_label: row.buoyLabel,
      boat_id: boater.boatId,
      boat_name: row.boatName ?? 'Galeb',
      registration_number: registration,
      stay_kind: row.stayKind ?? 'night',
      // The bay's dates, as a real hold writes them (the UTC date is the bay's yesterday just
      // after the bay's midnight).
      from_date: row.fromDate ?? bayClock.localDate(row.start, BAY_ZONE),
      to_date: row.toDate ?? bayClock.localDate(row.end, BAY_ZONE),
      period: periodRange(row.start, row.end),
      mooring_assistance: false,
      trash_collection: false,
      price: JSON.stringify({
        currency: 'EUR',
        lines: [],
        totalMinor: total,
        vatMinor: 0,
        vatRateBasisPoints: 1300,
        fullDayOffered: false,
        fullDaySavingMinor: 0,
      }),
      total_minor: total,
      currency: 'EUR',
      hold_expires_at: row.holdExpiresAt ?? new Date(Date.now() + (status === 'held' ? 60_000 : -60_000)),
      failure_code: ended ? 'hold_expired' : null,
      search_text: foldForSearch(`Fixture Bay ${row.buoyLabel} ${registration}`),
      walk_up: row.walkUp ?? false,
      checked_in_at: row.checkedInAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, boater, registration };
}
