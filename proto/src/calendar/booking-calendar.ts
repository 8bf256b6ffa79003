import type { InterfaceLanguage } from '../languages';
import { localDate } from '../stays/bay-clock';
import { stayCalendar } from './stay-calendar';

// One booking's stay as a calendar file, worded in the boater's language: the same file whether
// it comes attached to the confirmation email or from My Bookings (issue 30 item 5).

export interface BookingForCalendar {
  bookingId: string;
  bayName: string;
  baySlug: string;
  buoyLabel: string;
  boatName: string;
  registrationNumber: string;
  periodStart: Date;
  periodEnd: Date;
  timeZone: string;
}

const words: Record<InterfaceLanguage, { buoy: string; boat: string; booking: string; bayPage: string }> = {
  en: { buoy: 'Buoy', boat: 'Boat', booking: 'Booking', bayPage: 'What the bay offers' },
  sl: { buoy: 'Boja', boat: 'Plovilo', booking: 'Rezervacija', bayPage: 'Kaj nudi zaliv' },
  hr: { buoy: 'Plutača', boat: 'Plovilo', booking: 'Rezervacija', bayPage: 'Što nudi uvala' },
  it: { buoy: 'Boa', boat: 'Imbarcazione', booking: 'Prenotazione', bayPage: 'Cosa offre la baia' },
};

/** The file's name: the bay and the arrival day at the bay, e.g. `moorline-telascica-2026-11-28.ics`. */
export const bookingCalendarFileName = (
  booking: Pick<BookingForCalendar, 'baySlug' | 'periodStart' | 'timeZone'>,
) => `moorline-${booking.baySlug}-${localDate(booking.periodStart, booking.timeZone)}.ics`;

export function bookingCalendar(
  booking: BookingForCalendar,
  language: InterfaceLanguage,
  webBaseUrl: string,
  now: Date,
): string {
  const w = words[language];
  const bayPage = `${webBaseUrl}/${language}/bays/${encodeURIComponent(booking.baySlug)}`;
  return stayCalendar({
    uid: `booking-${booking.bookingId}@moorline`,
    title: `${w.buoy} ${booking.buoyLabel} · ${booking.bayName}`,
    location: `${booking.bayName}, ${w.buoy.toLowerCase()} ${booking.buoyLabel}`,
    description: [
      `${w.boat}: ${booking.boatName} (${booking.registrationNumber})`,
      `${w.booking}: ${booking.bookingId}`,
      `${w.bayPage}: ${bayPage}`,
    ].join('\n'),
    url: bayPage,
    start: booking.periodStart,
    end: booking.periodEnd,
    timeZone: booking.timeZone,
    now,
  });
}
