import { createHash } from 'node:crypto';
import { addDays, instantAt } from '../stays/bay-clock';

// The demo's past (issue 15 item 10): 90 days of stays at the demo operator's bays, so every
// dashboard chart has data on first look. Booking seeds the bookings and payment seeds their
// captured payments and invoices from the same list: the list is a pure function of the bay and
// the date, so both services compute it alike without reading each other's tables.

/** What the history needs to know about a bay, from catalog. */
export interface DemoHistoryBay {
  bayId: string;
  baySlug: string;
  bayName: string;
  timeZone: string;
  currency: string;
  vatRateBasisPoints: number;
  nightCheckIn: string;
  nightCheckOut: string;
  nightMinor: number;
  /** Unset where the bay offers no day stays. */
  day?: { checkIn: string; checkOut: string; fullDayMinor: number };
  mooringAssistanceMinor?: number;
  trashCollectionMinor?: number;
  /** The bay's digital, in-service buoys. */
  buoys: { buoyId: string; label: string }[];
  /** A partner embed showing the bay, through which some of its stays were booked. */
  partnerEmbedId?: string;
}

export type DemoLineKind = 'day_full' | 'night' | 'mooring_assistance' | 'trash_collection';

export interface DemoHistoryStay {
  /** Stable for the bay, buoy and date: a second seed finds the same ids. */
  bookingId: string;
  bayId: string;
  buoyId: string;
  buoyLabel: string;
  stayKind: 'day' | 'night';
  fromDate: string;
  toDate: string;
  periodStart: Date;
  periodEnd: Date;
  boat: {
    name: string;
    registrationNumber: string;
    loaCm: number;
    boatType: 'sailmonohull' | 'powermonohull' | 'sailmultihull';
  };
  boaterEmail: string;
  /** The skipper's name, as the invoice names the buyer. */
  skipperName: string;
  /** Amounts in minor units, VAT included, as a booking's price breakdown. */
  lines: { kind: DemoLineKind; quantity: number; unitMinor: number; amountMinor: number }[];
  totalMinor: number;
  vatMinor: number;
  currency: string;
  vatRateBasisPoints: number;
  /**
   * When the boater booked and paid: hours before the stay began. For tonight's stays it may be
   * later than the moment of seeding: a seed clamps it to its own clock.
   */
  paidAt: Date;
  /** Whether the boat is seen at the buoy once the stay has begun (a seed checks the clock). */
  checkedIn: boolean;
  /** The partner embed it was booked through; unset when booked straight. */
  embedId?: string;
}

type DemoBoat = Omit<DemoHistoryStay['boat'], 'registrationNumber'>;
const BOATS: [DemoBoat, ...DemoBoat[]] = [
  { name: 'Galeb', loaCm: 1190, boatType: 'sailmonohull' },
  { name: 'Bura', loaCm: 1420, boatType: 'sailmonohull' },
  { name: 'Lastavica', loaCm: 980, boatType: 'powermonohull' },
  { name: 'Morska Vila', loaCm: 1280, boatType: 'sailmonohull' },
  { name: 'Dupin', loaCm: 1350, boatType: 'sailmultihull' },
  { name: 'Sirena', loaCm: 1050, boatType: 'powermonohull' },
  { name: 'Tramontana', loaCm: 1500, boatType: 'sailmonohull' },
  { name: 'Aurora', loaCm: 1160, boatType: 'sailmonohull' },
];
const PORTS: [string, ...string[]] = ['ST', 'DU', 'ZD', 'ŠI', 'PU', 'RI', 'KP', 'IZ'];
const SKIPPERS: [string, ...string[]] = [
  'Ivan Horvat',
  'Ana Kovačić',
  'Luka Novak',
  'Petra Zupan',
  'Marco Rossi',
  'Giulia Bianchi',
  'Tomaž Krajnc',
  'Maja Babić',
];

/** 0 to 1, the same for the same words. */
function chance(...words: string[]): number {
  const hex = createHash('sha256').update(words.join('|')).digest('hex');
  return parseInt(hex.slice(0, 8), 16) / 0x1_0000_0000;
}

function pick<T>(items: readonly [T, ...T[]], roll: number): T {
  return items[Math.floor(roll * items.length)] ?? items[0];
}

function stableUuid(...words: string[]): string {
  const hex = createHash('sha256').update(words.join('|')).digest('hex');
  // Version 4 and the RFC variant, so every uuid check accepts it.
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function vatContained(grossMinor: number, rateBasisPoints: number): number {
  return Math.round((grossMinor * rateBasisPoints) / (10_000 + rateBasisPoints));
}

/** Busier in summer weeks and on Fridays and Saturdays, as real fields are. */
function occupancyOf(date: string): number {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 0.2 : 0;
  return 0.35 + weekend;
}

/**
 * The stays at one bay on the `days` dates before `today` (the bay's calendar date) and the
 * night of `today` itself: each buoy is taken for a night (sometimes two) or a day with a chance
 * that follows the season, never two stays at once.
 */
export function demoHistory(bay: DemoHistoryBay, today: string, days = 90): DemoHistoryStay[] {
  const stays: DemoHistoryStay[] = [];
  for (const buoy of bay.buoys) {
    let freeAt = 0;
    for (let offset = -days; offset <= 0; offset += 1) {
      const date = addDays(today, offset);
      const roll = chance(bay.bayId, buoy.buoyId, date);
      if (roll >= occupancyOf(date)) continue;
      const day = roll < 0.06 && offset < 0 ? bay.day : undefined;
      const nights = offset < -1 && chance(bay.bayId, buoy.buoyId, date, 'nights') < 0.25 ? 2 : 1;
      const stay = day ? dayStay(bay, day, buoy, date) : nightStay(bay, buoy, date, nights);
      // A buoy holds one boat at a time: a stay that would begin before the last one ended is none.
      if (stay.periodStart.getTime() < freeAt) continue;
      stays.push(stay);
      freeAt = stay.periodEnd.getTime();
    }
  }
  return stays;
}

function nightStay(
  bay: DemoHistoryBay,
  buoy: DemoHistoryBay['buoys'][number],
  date: string,
  nights: number,
): DemoHistoryStay {
  const toDate = addDays(date, nights);
  const line = {
    kind: 'night' as const,
    quantity: nights,
    unitMinor: bay.nightMinor,
    amountMinor: nights * bay.nightMinor,
  };
  return stayOf(
    bay,
    buoy,
    'night',
    date,
    toDate,
    {
      start: instantAt(date, bay.nightCheckIn, bay.timeZone),
      end: instantAt(toDate, bay.nightCheckOut, bay.timeZone),
    },
    line,
  );
}

function dayStay(
  bay: DemoHistoryBay,
  day: NonNullable<DemoHistoryBay['day']>,
  buoy: DemoHistoryBay['buoys'][number],
  date: string,
): DemoHistoryStay {
  const line = {
    kind: 'day_full' as const,
    quantity: 1,
    unitMinor: day.fullDayMinor,
    amountMinor: day.fullDayMinor,
  };
  return stayOf(
    bay,
    buoy,
    'day',
    date,
    date,
    {
      start: instantAt(date, day.checkIn, bay.timeZone),
      end: instantAt(date, day.checkOut, bay.timeZone),
    },
    line,
  );
}

function stayOf(
  bay: DemoHistoryBay,
  buoy: DemoHistoryBay['buoys'][number],
  stayKind: 'day' | 'night',
  fromDate: string,
  toDate: string,
  period: { start: Date; end: Date },
  stayLine: DemoHistoryStay['lines'][number],
): DemoHistoryStay {
  const words = [bay.bayId, buoy.buoyId, fromDate];
  const lines = [stayLine];
  if (bay.mooringAssistanceMinor !== undefined && chance(...words, 'assist') < 0.3)
    lines.push({
      kind: 'mooring_assistance',
      quantity: 1,
      unitMinor: bay.mooringAssistanceMinor,
      amountMinor: bay.mooringAssistanceMinor,
    });
  if (bay.trashCollectionMinor !== undefined && chance(...words, 'trash') < 0.4)
    lines.push({
      kind: 'trash_collection',
      quantity: 1,
      unitMinor: bay.trashCollectionMinor,
      amountMinor: bay.trashCollectionMinor,
    });
  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  const boat = pick(BOATS, chance(...words, 'boat'));
  const port = pick(PORTS, chance(...words, 'port'));
  const number = 1000 + Math.floor(chance(...words, 'number') * 9000);
  return {
    bookingId: stableUuid('demo-booking', ...words),
    bayId: bay.bayId,
    buoyId: buoy.buoyId,
    buoyLabel: buoy.label,
    stayKind,
    fromDate,
    toDate,
    periodStart: period.start,
    periodEnd: period.end,
    boat: { ...boat, registrationNumber: `${port} ${number}` },
    boaterEmail: `skipper.${boat.name.toLowerCase().replace(/\s+/g, '-')}.${number}@demo.moorline.example`,
    skipperName: pick(SKIPPERS, chance(...words, 'skipper')),
    lines,
    totalMinor,
    vatMinor: vatContained(totalMinor, bay.vatRateBasisPoints),
    currency: bay.currency,
    vatRateBasisPoints: bay.vatRateBasisPoints,
    paidAt: new Date(period.start.getTime() - (1 + Math.floor(chance(...words, 'paid') * 20)) * 3_600_000),
    checkedIn: chance(...words, 'checked-in') < 0.85,
    embedId:
      bay.partnerEmbedId !== undefined && chance(...words, 'embed') < 0.2 ? bay.partnerEmbedId : undefined,
  };
}
