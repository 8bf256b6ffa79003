import { describe, expect, it } from '@jest/globals';
import type { ErrorCode } from '@moorline/kit';
import { bayPrices, buoyAtBay, refusalCode } from './buoy-at-bay.fixture';
import type { BuoyAtBay } from './buoy-at-bay';
import { assertBoatFits, quoteStay, resolveWantedStay } from './stay-quote';
import type { BoatFit, StayWanted } from './stay-wanted';

// The shared date rules have their own tests (proto/src/stays/stay-rules.test.ts); these pin what
// booking adds: required dates, the catalogue codes, the buoy and boat checks, the priced period.
// Every clock is fixed; the bay is in Zagreb (UTC+1 in winter, UTC+2 from 28 March to 31 October
// 2027), day stays 08:00–19:00, nights 14:00–12:00, all local.

const monohull: BoatFit = { loaCm: 1200, multihull: false };
const catamaran: BoatFit = { loaCm: 1200, multihull: true };
const noExtras = { mooringAssistance: false, trashCollection: false };
const utc = (instant: string) => new Date(instant);
const hoursOf = (period: { start: Date; end: Date }) =>
  (period.end.getTime() - period.start.getTime()) / 3_600_000;

function night(fromDate: string, toDate = '', extras = noExtras): StayWanted {
  return { buoyId: 'b', boatId: 'boat', kind: 'night', fromDate, toDate, dayHours: 0, extras };
}
function day(fromDate: string, dayHours = 0, toDate = ''): StayWanted {
  return { buoyId: 'b', boatId: 'boat', kind: 'day', fromDate, toDate, dayHours, extras: noExtras };
}

const quote = (wanted: StayWanted, now: string, buoy: BuoyAtBay = buoyAtBay()) =>
  quoteStay(buoy, monohull, wanted, utc(now));
const refusal = (wanted: StayWanted, now: string, buoy: BuoyAtBay = buoyAtBay()) =>
  refusalCode(() => quote(wanted, now, buoy));

describe('the 14:00 day stay cutoff', () => {
  it('when it is 13:59 at the bay, then the rest of the day is quoted', () => {
    // 13:59 to 19:00 is 5 h 1 min: six started hours (60 €) cost more than the full day (50 €).
    expect(quote(day('2027-01-15'), '2027-01-15T12:59:59Z')).toMatchObject({
      kind: 'day',
      fromDate: '2027-01-15',
      toDate: '2027-01-15',
      period: { start: utc('2027-01-15T12:59:00Z'), end: utc('2027-01-15T18:00:00Z') },
      price: { totalMinor: 5000, fullDayOffered: true, fullDaySavingMinor: 1000 },
    });
  });

  it('when it is 14:00 at the bay, then the day stay is closed', () => {
    expect(refusal(day('2027-01-15'), '2027-01-15T13:00:00Z')).toBe('day_stay_closed');
  });

  it('when the bay ends its day stays before 14:00 and that time has passed, then the day stay is closed', () => {
    const morningOnly = buoyAtBay(
      {},
      { stayTimes: { ...buoyAtBay().bay.stayTimes, day: { checkIn: '08:00', checkOut: '12:00' } } },
    );
    expect(refusal(day('2027-01-15'), '2027-01-15T11:00:00Z', morningOnly)).toBe('day_stay_closed');
    expect(quote(day('2027-01-15'), '2027-01-15T10:59:00Z', morningOnly).period.end).toEqual(
      utc('2027-01-15T11:00:00Z'),
    );
  });
});

describe('the 48-hour limit', () => {
  it('when the night check-in is exactly 48 hours away, then it is quoted', () => {
    // 17 January at 14:00 local is 13:00 UTC.
    expect(quote(night('2027-01-17'), '2027-01-15T13:00:00Z').period.start).toEqual(
      utc('2027-01-17T13:00:00Z'),
    );
  });

  it('when the night check-in is 48 hours and one minute away, then it is too far ahead', () => {
    expect(refusal(night('2027-01-17'), '2027-01-15T12:59:00Z')).toBe('too_far_ahead');
  });

  it('when the clocks go forward in between, then 48 real hours count, not 48 on the wall clock', () => {
    // 28 March at 14:00 CEST is 12:00 UTC; 26 March at 13:00 CET is 12:00 UTC: 48 real hours.
    expect(quote(night('2027-03-28'), '2027-03-26T12:00:00Z').period.start).toEqual(
      utc('2027-03-28T12:00:00Z'),
    );
    expect(refusal(night('2027-03-28'), '2027-03-26T11:59:00Z')).toBe('too_far_ahead');
  });
});

describe('midnight at the bay, not in UTC', () => {
  // 23:30 UTC on 15 January is 00:30 on 16 January in Zagreb.
  const lateEvening = '2027-01-15T23:30:00Z';

  it('when the UTC date is still yesterday at the bay, then a stay for it is in the past', () => {
    expect(refusal(day('2027-01-15'), lateEvening)).toBe('dates_in_past');
    expect(refusal(night('2027-01-15'), lateEvening)).toBe('dates_in_past');
  });

  it('when a day stay is for the bay date, then it starts at the day check-in, later than now', () => {
    expect(quote(day('2027-01-16', 2), lateEvening)).toMatchObject({
      fromDate: '2027-01-16',
      period: { start: utc('2027-01-16T07:00:00Z'), end: utc('2027-01-16T09:00:00Z') },
      price: { totalMinor: 2000 },
    });
  });

  it('when a night names only the bay date, then it is one night from that evening', () => {
    expect(quote(night('2027-01-16'), lateEvening)).toMatchObject({
      fromDate: '2027-01-16',
      toDate: '2027-01-17',
      period: { start: utc('2027-01-16T13:00:00Z'), end: utc('2027-01-17T11:00:00Z') },
      price: { lines: [{ kind: 'night', quantity: 1, amountMinor: 9500 }], totalMinor: 9500 },
    });
  });
});

describe('nights across the 2027 DST changes', () => {
  it('when the clocks go forward in the night of 27 to 28 March, then 21 real hours are one night', () => {
    const quoted = quote(night('2027-03-27', '2027-03-28'), '2027-03-26T10:00:00Z');
    expect(quoted.period).toEqual({ start: utc('2027-03-27T13:00:00Z'), end: utc('2027-03-28T10:00:00Z') });
    expect(hoursOf(quoted.period)).toBe(21);
    expect(quoted.price.lines).toEqual([{ kind: 'night', quantity: 1, unitMinor: 9500, amountMinor: 9500 }]);
  });

  it('when the clocks go back in the night of 30 to 31 October, then 23 real hours are one night', () => {
    const quoted = quote(night('2027-10-30', '2027-10-31'), '2027-10-29T10:00:00Z');
    expect(quoted.period).toEqual({ start: utc('2027-10-30T12:00:00Z'), end: utc('2027-10-31T11:00:00Z') });
    expect(hoursOf(quoted.period)).toBe(23);
    expect(quoted.price.lines).toEqual([{ kind: 'night', quantity: 1, unitMinor: 9500, amountMinor: 9500 }]);
  });
});

describe('the price of a quote', () => {
  const morning = '2027-01-15T09:30:00Z';

  it('when two nights come with both extras, then the breakdown, total and VAT are the bay prices', () => {
    const wanted = night('2027-01-15', '2027-01-17', { mooringAssistance: true, trashCollection: true });
    // 19000 + 1500 + 0 = 20500 gross; 20500 × 1300 / 11300 = 2358.40…
    expect(quote(wanted, morning).price).toEqual({
      currency: 'EUR',
      lines: [
        { kind: 'night', quantity: 2, unitMinor: 9500, amountMinor: 19_000 },
        { kind: 'mooring_assistance', quantity: 1, unitMinor: 1500, amountMinor: 1500 },
        { kind: 'trash_collection', quantity: 1, unitMinor: 0, amountMinor: 0 },
      ],
      totalMinor: 20_500,
      vatMinor: 2358,
      vatRateBasisPoints: 1300,
      fullDayOffered: false,
      fullDaySavingMinor: 0,
    });
  });

  it('when a day stay is for a few hours, then the quote covers those hours, not the whole day', () => {
    expect(quote(day('2027-01-15', 2), morning)).toMatchObject({
      period: { start: utc('2027-01-15T09:30:00Z'), end: utc('2027-01-15T11:30:00Z') },
      price: { lines: [{ kind: 'day_hours', quantity: 2 }], totalMinor: 2000, vatMinor: 230 },
    });
  });

  it('when the bay gives day stays for free, then the total and the VAT are 0', () => {
    const free = buoyAtBay({}, { prices: { ...bayPrices, dayPerHourMinor: 0, dayFullMinor: 0 } });
    const wanted = { ...day('2027-01-15', 3), extras: { mooringAssistance: false, trashCollection: true } };
    expect(quoteStay(free, monohull, wanted, utc(morning)).price).toMatchObject({
      totalMinor: 0,
      vatMinor: 0,
    });
  });

  it('when an extra the bay does not offer is asked for, then the request is invalid', () => {
    const noExtrasSold = buoyAtBay(
      {},
      { prices: { ...bayPrices, mooringAssistanceMinor: null, trashCollectionMinor: null } },
    );
    const assistance = night('2027-01-15', '', { mooringAssistance: true, trashCollection: false });
    const trash = night('2027-01-15', '', { mooringAssistance: false, trashCollection: true });
    expect(refusal(assistance, morning, noExtrasSold)).toBe('invalid_request');
    expect(refusal(trash, morning, noExtrasSold)).toBe('invalid_request');
    expect(quote(night('2027-01-15'), morning, noExtrasSold).price.lines).toHaveLength(1);
  });
});

describe('a closed season (issue 27 item 2)', () => {
  const winter = {
    firstDate: '2027-11-01',
    lastDate: '2028-03-31',
    closed: true,
    nightMinor: null,
    dayPerHourMinor: null,
    dayFullMinor: null,
  };
  const closedInWinter = buoyAtBay({}, { prices: { ...bayPrices, seasons: [winter] } });

  it('when a night or a day falls in a closed season, then the bay is closed for the season', () => {
    expect(refusal(night('2027-10-31', '2027-11-02'), '2027-10-30T12:00:00Z', closedInWinter)).toBe(
      'bay_closed_for_season',
    );
    expect(refusal(day('2027-11-01'), '2027-11-01T08:00:00Z', closedInWinter)).toBe('bay_closed_for_season');
  });

  it('when the last night ends on the season’s first morning, then it is sold', () => {
    expect(
      quote(night('2027-10-31', '2027-11-01'), '2027-10-30T12:00:00Z', closedInWinter).price.totalMinor,
    ).toBe(9500);
  });
});

describe('the buoy and the boat', () => {
  const morning = '2027-01-15T09:30:00Z';

  it('when the buoy is first come first served or out of service, then it is not available', () => {
    expect(refusal(night('2027-01-15'), morning, buoyAtBay({ digital: false }))).toBe('buoy_not_available');
    expect(refusal(night('2027-01-15'), morning, buoyAtBay({ usable: false }))).toBe('buoy_not_available');
  });

  it("when the boat is longer than the buoy's limit but not the bay's, then it is too large for the buoy", () => {
    const buoy = buoyAtBay({ maxLoaCm: 1200 }, { maxLoaCm: 2000 });
    expect(refusalCode(() => assertBoatFits(buoy, { ...monohull, loaCm: 1201 }))).toBe(
      'boat_too_large_for_buoy',
    );
    expect(() => assertBoatFits(buoy, { ...monohull, loaCm: 1200 })).not.toThrow();
  });

  it("when the boat is longer than the bay's limit, then it is too large even if the buoy takes it", () => {
    const buoy = buoyAtBay({ maxLoaCm: 2000 }, { maxLoaCm: 1200 });
    expect(refusalCode(() => assertBoatFits(buoy, { ...monohull, loaCm: 1201 }))).toBe('boat_too_large');
    expect(() => assertBoatFits(buoy, { ...monohull, loaCm: 1200 })).not.toThrow();
  });

  it('when a multihull comes to a monohull-only bay or buoy, then the bay or the buoy does not take it', () => {
    const monoOnly = { mono: true, multi: false };
    for (const [buoy, code] of [
      [buoyAtBay({}, { hulls: monoOnly }), 'hull_not_accepted'],
      [buoyAtBay({ hulls: monoOnly }), 'hull_not_accepted_at_buoy'],
    ] as const) {
      expect(refusalCode(() => quoteStay(buoy, catamaran, night('2027-01-15'), utc(morning)))).toBe(code);
      expect(quoteStay(buoy, monohull, night('2027-01-15'), utc(morning)).kind).toBe('night');
    }
  });

  it('when a monohull comes to a multihull-only buoy, then the buoy does not take it', () => {
    const buoy = buoyAtBay({ hulls: { mono: false, multi: true } });
    expect(refusalCode(() => assertBoatFits(buoy, monohull))).toBe('hull_not_accepted_at_buoy');
    expect(() => assertBoatFits(buoy, catamaran)).not.toThrow();
  });
});

describe('the dates as booking codes', () => {
  const morning = utc('2027-01-15T09:30:00Z');
  const times = buoyAtBay().bay.stayTimes;
  const code = (wanted: Pick<StayWanted, 'kind' | 'fromDate' | 'toDate'>, stayTimes = times) =>
    refusalCode(() => resolveWantedStay(wanted, stayTimes, morning));

  const refused: Array<[string, ErrorCode, Array<[StayWanted['kind'], string, string]>]> = [
    [
      'the arrival is empty (a booking never means "tonight")',
      'dates_missing',
      [
        ['night', '', ''],
        ['night', '  ', '2027-01-16'],
        ['day', '', ''],
      ],
    ],
    [
      'a date is not a calendar date',
      'invalid_date_format',
      [
        ['night', '2027-02-30', ''],
        ['night', '15.01.2027', ''],
        ['night', '2027-01-15', '2027-1-16'],
      ],
    ],
    [
      'the departure is not after the arrival',
      'invalid_date_range',
      [
        ['night', '2027-01-16', '2027-01-16'],
        ['night', '2027-01-16', '2027-01-15'],
        ['day', '2027-01-15', '2027-01-16'],
      ],
    ],
    ['the stay is in the past', 'dates_in_past', [['night', '2027-01-14', '2027-01-16']]],
    ['a day stay is not for today', 'invalid_dates', [['day', '2027-01-16', '']]],
  ];

  it.each(refused)('when %s, then the answer is %s', (_, expected, cases) => {
    for (const [kind, fromDate, toDate] of cases) expect(code({ kind, fromDate, toDate })).toBe(expected);
  });

  it('when the bay does not sell that kind of stay, then the stay is not offered', () => {
    expect(code({ kind: 'night', fromDate: '2027-01-15', toDate: '' }, { ...times, night: null })).toBe(
      'stay_not_offered',
    );
    expect(code({ kind: 'day', fromDate: '2027-01-15', toDate: '' }, { ...times, day: null })).toBe(
      'stay_not_offered',
    );
  });

  it('when the dates are good, then the stay at the bay comes back', () => {
    expect(
      resolveWantedStay({ kind: 'night', fromDate: '2027-01-15', toDate: '2027-01-16' }, times, morning),
    ).toEqual({
      kind: 'night',
      from: '2027-01-15',
      to: '2027-01-16',
      period: { start: utc('2027-01-15T13:00:00Z'), end: utc('2027-01-16T11:00:00Z') },
    });
  });
});
