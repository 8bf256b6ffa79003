import { describe, expect, it } from '@jest/globals';
import { bookingCalendar, bookingCalendarFileName, type BookingForCalendar } from './booking-calendar';

const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('a booking as a calendar file', () => {
  const booking: BookingForCalendar = {
    bookingId: '0b9f8f2e-4f4b-4a43-9d55-6a1f1b2c3d4e',
    bayName: 'Telašćica',
    baySlug: 'telascica',
    buoyLabel: 'B12',
    boatName: 'Galeb',
    registrationNumber: 'ST-1234',
    periodStart: new Date('2026-11-28T23:30:00Z'),
    periodEnd: new Date('2026-11-29T09:00:00Z'),
    timeZone: 'Europe/Zagreb',
  };

  it.each([
    ['en', 'SUMMARY:Buoy B12 · Telašćica'],
    ['sl', 'SUMMARY:Boja B12 · Telašćica'],
    ['hr', 'SUMMARY:Plutača B12 · Telašćica'],
    ['it', 'SUMMARY:Boa B12 · Telašćica'],
  ] as const)(
    'when written in %s, then it is worded in that language and links the bay page',
    (language, summary) => {
      const ics = lines(bookingCalendar(booking, language, 'https://moorline.test', new Date()));
      expect(ics).toContain(summary);
      expect(ics).toContain(`URL:https://moorline.test/${language}/bays/telascica`);
    },
  );

  it('when its file is named, then the day is the arrival day at the bay, not in UTC', () => {
    expect(bookingCalendarFileName(booking)).toBe('moorline-telascica-2026-11-29.ics');
  });
});
