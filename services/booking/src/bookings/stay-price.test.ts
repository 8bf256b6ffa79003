import { describe, expect, it } from '@jest/globals';
import { bayPrices, refusalCode } from './buoy-at-bay.fixture';
import type { PricedStay } from './stay-price';
import { dayPricesOn, priceDayStay, priceNightStay, vatContained, withExtrasAndVat } from './stay-price';

// 15 January 2027 at a Zagreb bay (UTC+1): the day stay runs 08:00–19:00 local, 07:00–18:00 UTC.
const day = { start: new Date('2027-01-15T07:00:00Z'), end: new Date('2027-01-15T18:00:00Z') };
const at = (time: string) => new Date(`2027-01-15T${time}Z`);
const free = { ...bayPrices, dayPerHourMinor: 0, dayFullMinor: 0 };

describe('a day stay priced per started hour', () => {
  it('when 4 hours cost less than the full day, then the hours are charged and no switch is offered', () => {
    expect(priceDayStay(day, 4, bayPrices, at('09:30:00'))).toEqual({
      period: { start: at('09:30:00'), end: at('13:30:00') },
      lines: [{ kind: 'day_hours', quantity: 4, unitMinor: 1000, amountMinor: 4000 }],
      fullDayOffered: false,
      fullDaySavingMinor: 0,
    });
  });

  it('when the clock is between minutes, then the stay starts at the start of the minute', () => {
    const priced = priceDayStay(day, 2, bayPrices, at('09:30:45.678'));
    expect(priced.period).toEqual({ start: at('09:30:00'), end: at('11:30:00') });
  });

  it('when it is before the day check-in, then the stay starts at the check-in', () => {
    const priced = priceDayStay(day, 3, bayPrices, at('05:12:00'));
    expect(priced.period).toEqual({ start: at('07:00:00'), end: at('10:00:00') });
    expect(priced.lines[0]?.quantity).toBe(3);
  });

  it('when the hours wanted run past the check-out, then they stop there and a started hour counts whole', () => {
    // 16:10 to 18:00 UTC is 1 h 50 min: two started hours, not the four asked for.
    expect(priceDayStay(day, 4, bayPrices, at('16:10:00'))).toMatchObject({
      period: { start: at('16:10:00'), end: day.end },
      lines: [{ kind: 'day_hours', quantity: 2, amountMinor: 2000 }],
    });
  });

  it('when 0 hours are wanted, then the stay runs until the check-out, counted in started hours', () => {
    // 09:30 to 18:00 is 8 h 30 min: nine hours, cheaper than a 200 € full day.
    const priced = priceDayStay(day, 0, { ...bayPrices, dayFullMinor: 20_000 }, at('09:30:00'));
    expect(priced.period).toEqual({ start: at('09:30:00'), end: day.end });
    expect(priced.lines).toEqual([{ kind: 'day_hours', quantity: 9, unitMinor: 1000, amountMinor: 9000 }]);
  });

  it('when the day check-out has already passed, then the day stay is closed', () => {
    expect(refusalCode(() => priceDayStay(day, 2, bayPrices, at('18:00:00')))).toBe('day_stay_closed');
    expect(priceDayStay(day, 2, bayPrices, at('17:59:59')).period).toEqual({
      start: at('17:59:00'),
      end: day.end,
    });
  });

  it('when the hours are not a whole number from 0 to 24, then the request is invalid', () => {
    for (const hours of [-1, 25, 1.5, Number.NaN])
      expect(refusalCode(() => priceDayStay(day, hours, bayPrices, at('09:30:00')))).toBe('invalid_request');
    expect(priceDayStay(day, 24, bayPrices, at('09:30:00')).period.end).toEqual(day.end);
  });
});

describe('the switch to the full day', () => {
  it.each([
    ['more than', 6, 1000],
    ['the same as', 5, 0],
  ])(
    'when the hours cost %s the full day, then the full day is charged and the saving said',
    (_, hours, saving) => {
      expect(priceDayStay(day, hours, bayPrices, at('09:30:00'))).toEqual({
        period: { start: at('09:30:00'), end: day.end },
        lines: [{ kind: 'day_full', quantity: 1, unitMinor: 5000, amountMinor: 5000 }],
        fullDayOffered: true,
        fullDaySavingMinor: saving,
      });
    },
  );

  it('when the hours are rounded up past the full day price, then the rounded hours are compared', () => {
    // 13:31 to 18:00 UTC is 4 h 29 min: five started hours, 50 €, as dear as the full day.
    const priced = priceDayStay(day, 0, bayPrices, at('13:31:00'));
    expect(priced.lines[0]?.kind).toBe('day_full');
    expect(priced.fullDaySavingMinor).toBe(0);
  });
});

describe('a free day stay', () => {
  it('when the bay charges nothing for a day, then the stay, the total and the VAT are 0', () => {
    const price = withExtrasAndVat(priceDayStay(day, 3, free, at('09:30:00')), [], 'EUR', 1300);
    expect(price.lines.map((line) => line.amountMinor)).toEqual([0]);
    expect(price).toMatchObject({ totalMinor: 0, vatMinor: 0, fullDaySavingMinor: 0 });
  });
});

describe('a night stay', () => {
  const nights = { start: new Date('2027-01-15T13:00:00Z'), end: new Date('2027-01-18T11:00:00Z') };

  it('when three nights are wanted, then they cost three times the night price over the given period', () => {
    expect(priceNightStay('2027-01-15', '2027-01-18', nights, bayPrices)).toEqual({
      period: nights,
      lines: [{ kind: 'night', quantity: 3, unitMinor: 9500, amountMinor: 28_500 }],
      fullDayOffered: false,
      fullDaySavingMinor: 0,
    });
  });
});

describe('a stay across seasons (issue 27 item 2)', () => {
  const august = {
    firstDate: '2027-08-01',
    lastDate: '2027-08-31',
    closed: false,
    nightMinor: 15_000,
    dayPerHourMinor: 2_000,
    dayFullMinor: null,
  };
  const summer = { ...bayPrices, seasons: [august] };
  const nights = { start: new Date('2027-07-30T12:00:00Z'), end: new Date('2027-08-02T10:00:00Z') };

  it('when three nights start on 30 and 31 July and 1 August, then July’s two cost the base price and August’s its season’s', () => {
    expect(priceNightStay('2027-07-30', '2027-08-02', nights, summer).lines).toEqual([
      { kind: 'night', quantity: 2, unitMinor: 9500, amountMinor: 19_000 },
      { kind: 'night', quantity: 1, unitMinor: 15_000, amountMinor: 15_000 },
    ]);
  });

  it('when the last night starts on 31 August, then it is still August’s; the next night is the base price', () => {
    expect(priceNightStay('2027-08-31', '2027-09-02', nights, summer).lines).toEqual([
      { kind: 'night', quantity: 1, unitMinor: 15_000, amountMinor: 15_000 },
      { kind: 'night', quantity: 1, unitMinor: 9500, amountMinor: 9500 },
    ]);
  });

  it('when a day stay is in a season that sets only the hour, then the hour is the season’s and the full day the base', () => {
    expect(dayPricesOn('2027-08-10', summer)).toMatchObject({ dayPerHourMinor: 2_000, dayFullMinor: 5_000 });
    expect(dayPricesOn('2027-09-10', summer)).toMatchObject({ dayPerHourMinor: 1_000, dayFullMinor: 5_000 });
  });
});

describe('extras and VAT', () => {
  const oneNight: PricedStay = {
    period: { start: new Date('2027-01-15T13:00:00Z'), end: new Date('2027-01-16T11:00:00Z') },
    lines: [{ kind: 'night', quantity: 1, unitMinor: 9500, amountMinor: 9500 }],
    fullDayOffered: false,
    fullDaySavingMinor: 0,
  };
  const assistance = { kind: 'mooring_assistance', quantity: 1, unitMinor: 1500, amountMinor: 1500 } as const;
  const trash = { kind: 'trash_collection', quantity: 1, unitMinor: 0, amountMinor: 0 } as const;

  it('when extras are added, then they follow the stay and the total and VAT contain them', () => {
    // 11000 gross at 13 %: 11000 × 1300 / 11300 = 1265.49…, so 1265.
    expect(withExtrasAndVat(oneNight, [assistance, trash], 'EUR', 1300)).toEqual({
      currency: 'EUR',
      lines: [...oneNight.lines, assistance, trash],
      totalMinor: 11_000,
      vatMinor: 1265,
      vatRateBasisPoints: 1300,
      fullDayOffered: false,
      fullDaySavingMinor: 0,
    });
  });

  it('when the stay offered the full day, then the breakdown carries the offer and its saving', () => {
    const switched = priceDayStay(day, 7, bayPrices, at('09:30:00'));
    expect(withExtrasAndVat(switched, [], 'EUR', 1300)).toMatchObject({
      totalMinor: 5000,
      fullDayOffered: true,
      fullDaySavingMinor: 2000,
    });
  });

  it('when a gross of 95 € holds 13 % VAT, then the VAT is 10.93 €', () => {
    // 9500 × 1300 / 11300 = 1092.92…
    expect(vatContained(9500, 1300)).toBe(1093);
    expect(vatContained(10_000, 2500)).toBe(2000);
  });

  it('when the VAT falls on half a cent, then it is rounded up', () => {
    // At 20 % the VAT is a sixth of the gross: 3 → 0.5, 9 → 1.5, 15 → 2.5.
    expect(vatContained(3, 2000)).toBe(1);
    expect(vatContained(9, 2000)).toBe(2);
    expect(vatContained(15, 2000)).toBe(3);
  });

  it('when the rate is 0 or the gross is 0, then there is no VAT', () => {
    expect(vatContained(9500, 0)).toBe(0);
    expect(vatContained(0, 1300)).toBe(0);
  });
});
