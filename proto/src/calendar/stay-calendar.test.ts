import { describe, expect, it } from '@jest/globals';
import { stayCalendar, type StayCalendarEvent } from './stay-calendar';

const night: StayCalendarEvent = {
  uid: 'booking-1@moorline',
  title: 'Buoy B12 · Telašćica',
  location: 'Telašćica, buoy B12',
  description: 'Boat: Galeb (ST-1234)\nBooking: 1',
  url: 'https://moorline.test/en/bays/telascica',
  // 14:00 in Zagreb in November (CET) to 10:00 the next morning.
  start: new Date('2026-11-28T13:00:00Z'),
  end: new Date('2026-11-29T09:00:00Z'),
  timeZone: 'Europe/Zagreb',
  now: new Date('2026-11-28T12:34:56Z'),
};

const unfolded = (ics: string) => ics.replace(/\r\n /g, '');
const lines = (ics: string) => unfolded(ics).split('\r\n');

describe('a stay as a calendar file', () => {
  it('when a night at a bay in Zagreb is written, then it starts and ends on the bay’s clock with the zone’s rules', () => {
    const ics = stayCalendar(night);
    expect(lines(ics)).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Europe/Zagreb:20261128T140000',
        'DTEND;TZID=Europe/Zagreb:20261129T100000',
        'DTSTAMP:20261128T123456Z',
        'TZID:Europe/Zagreb',
        'DTSTART:19700329T020000',
        'TZOFFSETFROM:+0100',
        'TZOFFSETTO:+0200',
        'DTSTART:19701025T030000',
        'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
        'UID:booking-1@moorline',
      ]),
    );
  });

  it('when a stay is in summer, then the same zone gives the summer hours', () => {
    const july = stayCalendar({
      ...night,
      start: new Date('2026-07-10T12:00:00Z'),
      end: new Date('2026-07-11T08:00:00Z'),
    });
    expect(lines(july)).toContain('DTSTART;TZID=Europe/Zagreb:20260710T140000');
  });

  it('when a zone has daylight saving we cannot write, then the times are in UTC', () => {
    const sydney = stayCalendar({ ...night, timeZone: 'Australia/Sydney' });
    expect(lines(sydney)).toContain('DTSTART:20261128T130000Z');
    expect(sydney).not.toContain('VTIMEZONE');
  });

  it('when a zone keeps one offset all year, then it has one observance', () => {
    const tokyo = lines(stayCalendar({ ...night, timeZone: 'Asia/Tokyo' }));
    expect(tokyo).toContain('DTSTART;TZID=Asia/Tokyo:20261128T220000');
    expect(tokyo.filter((line) => line.startsWith('TZOFFSETTO'))).toEqual(['TZOFFSETTO:+0900']);
  });

  it('when text holds commas, semicolons and new lines, then they are escaped, and long lines fold under 76 octets', () => {
    const ics = stayCalendar({ ...night, description: `Boat: Galeb, ST; 1\n${'Š'.repeat(60)}` });
    expect(lines(ics)).toContain(`DESCRIPTION:Boat: Galeb\\, ST\\; 1\\n${'Š'.repeat(60)}`);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
