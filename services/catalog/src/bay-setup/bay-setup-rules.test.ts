import { describe, expect, it } from '@jest/globals';
import { cancellationRules } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { checkSetup, type SeasonInput, type SetupInput } from './bay-setup-rules';
import { timeZoneAt } from './bay-time-zone';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
};

const setup: SetupInput = {
  night: { offered: true, checkIn: '14:00', checkOut: '12:00', priceCents: 8_000 },
  day: { offered: true, checkIn: '08:00', checkOut: '14:00', perHourCents: 1_000, fullDayCents: 5_000 },
  vatRateBasisPoints: 1_300,
  mooringAssistance: { offered: true, priceCents: 1_500 },
  trashCollection: { offered: false, priceCents: 0, time: '' },
  maxLoaCm: 2_000,
  hullKinds: ['mono', 'multi'],
  seasons: [],
  cancellation: cancellationRules.defaultCancellationPolicy,
  keepNextNight: true,
};

const season = (firstDate: string, lastDate: string, more: Partial<SeasonInput> = {}): SeasonInput => ({
  firstDate,
  lastDate,
  closed: false,
  nightPriceCents: null,
  dayPricePerHourCents: null,
  dayPriceFullDayCents: null,
  ...more,
});

describe('checkSetup: money ranges', () => {
  it.each([
    [
      'a night',
      (cents: number) => ({ ...setup, night: { ...setup.night, priceCents: cents } }),
      100,
      500_000,
      'night_price_out_of_range',
    ],
    [
      'an hour',
      (cents: number) => ({ ...setup, day: { ...setup.day, perHourCents: cents } }),
      0,
      100_000,
      'day_hour_price_out_of_range',
    ],
    [
      'a full day',
      (cents: number) => ({ ...setup, day: { ...setup.day, fullDayCents: cents } }),
      0,
      500_000,
      'day_full_price_out_of_range',
    ],
    [
      'an extra',
      (cents: number) => ({ ...setup, mooringAssistance: { offered: true, priceCents: cents } }),
      0,
      50_000,
      'extra_price_out_of_range',
    ],
    [
      'the VAT rate',
      (points: number) => ({ ...setup, vatRateBasisPoints: points }),
      0,
      3_000,
      'vat_rate_out_of_range',
    ],
    ['the longest boat', (cm: number) => ({ ...setup, maxLoaCm: cm }), 150, 6_000, 'max_loa_out_of_range'],
    [
      'the days before arrival a night is free to cancel',
      (days: number) => ({ ...setup, cancellation: { ...setup.cancellation, nightFreeDaysBefore: days } }),
      0,
      14,
      'cancel_days_out_of_range',
    ],
    [
      'the share refunded late',
      (percent: number) => ({
        ...setup,
        cancellation: { ...setup.cancellation, nightLateRefundPercent: percent },
      }),
      0,
      100,
      'refund_share_out_of_range',
    ],
    [
      'the hours before a day stay it is free to cancel',
      (hours: number) => ({ ...setup, cancellation: { ...setup.cancellation, dayFreeHoursBefore: hours } }),
      0,
      48,
      'cancel_hours_out_of_range',
    ],
  ])(
    'when %s is at its bounds, then it is taken; one past either, or a fraction, then refused',
    (_name, withValue, min, max, code) => {
      expect(codeOf(() => checkSetup(withValue(min)))).toBe('accepted');
      expect(codeOf(() => checkSetup(withValue(max)))).toBe('accepted');
      expect(codeOf(() => checkSetup(withValue(min - 1)))).toBe(code);
      expect(codeOf(() => checkSetup(withValue(max + 1)))).toBe(code);
      expect(codeOf(() => checkSetup(withValue(min + 0.5)))).toBe(code);
    },
  );

  it('when a stay kind or extra is not offered, then its prices and times are kept empty whatever was sent', () => {
    const checked = checkSetup({
      ...setup,
      day: { offered: false, checkIn: 'x', checkOut: 'y', perHourCents: -5, fullDayCents: -5 },
      mooringAssistance: { offered: false, priceCents: -1 },
    });
    expect(checked.columns).toMatchObject({
      day_stay_available: false,
      day_check_in: null,
      day_price_per_hour_cents: null,
      mooring_assistance_price_cents: null,
    });
  });

  it('when times are malformed or a day stay ends before it starts, then stay_time_invalid', () => {
    expect(codeOf(() => checkSetup({ ...setup, night: { ...setup.night, checkIn: '25:00' } }))).toBe(
      'stay_time_invalid',
    );
    expect(
      codeOf(() => checkSetup({ ...setup, day: { ...setup.day, checkIn: '14:00', checkOut: '08:00' } })),
    ).toBe('stay_time_invalid');
    expect(
      codeOf(() =>
        checkSetup({ ...setup, trashCollection: { offered: true, priceCents: 500, time: '9am' } }),
      ),
    ).toBe('stay_time_invalid');
  });

  it('when the time free cancellation of a night ends is no HH:MM, then stay_time_invalid', () => {
    const at = (time: string) => ({
      ...setup,
      cancellation: { ...setup.cancellation, nightFreeUntilTime: time },
    });
    expect(codeOf(() => checkSetup(at('24:00')))).toBe('stay_time_invalid');
    expect(checkSetup(at('09:30')).columns.cancel_night_until_time).toBe('09:30');
  });

  it('when no hull kind is chosen, then hull_kinds_missing', () => {
    expect(codeOf(() => checkSetup({ ...setup, hullKinds: [] }))).toBe('hull_kinds_missing');
  });
});

describe('checkSetup: seasons', () => {
  it('when seasons touch end to start, then they are taken earliest first', () => {
    const checked = checkSetup({
      ...setup,
      seasons: [
        season('2027-07-01', '2027-08-31', { nightPriceCents: 12_000 }),
        season('2027-06-01', '2027-06-30'),
      ],
    });
    expect(checked.seasons.map((taken) => taken.first_date)).toEqual(['2027-06-01', '2027-07-01']);
  });

  it('when two seasons share even one date, then seasons_overlap', () => {
    expect(
      codeOf(() =>
        checkSetup({
          ...setup,
          seasons: [season('2027-06-01', '2027-07-01'), season('2027-07-01', '2027-08-31')],
        }),
      ),
    ).toBe('seasons_overlap');
    expect(
      codeOf(() =>
        checkSetup({
          ...setup,
          seasons: [season('2027-06-01', '2027-09-30'), season('2027-07-01', '2027-07-31')],
        }),
      ),
    ).toBe('seasons_overlap');
  });

  it('when a season ends before it starts, has no real date or spans more than a year, then season_dates_invalid', () => {
    for (const wrong of [
      season('2027-07-02', '2027-07-01'),
      season('2027-02-30', '2027-03-01'),
      season('2027-01-01', '2028-01-02'),
    ])
      expect(codeOf(() => checkSetup({ ...setup, seasons: [wrong] }))).toBe('season_dates_invalid');
  });

  it('when a season sets a price out of range, then the price’s own code', () => {
    expect(
      codeOf(() =>
        checkSetup({ ...setup, seasons: [season('2027-07-01', '2027-07-31', { nightPriceCents: 50 })] }),
      ),
    ).toBe('night_price_out_of_range');
  });

  it('when there are more than 24 seasons, then too_many_seasons', () => {
    const many = Array.from({ length: 25 }, (_, index) => {
      const day = String(index + 1).padStart(2, '0');
      return season(`2027-01-${day}`, `2027-01-${day}`);
    });
    expect(codeOf(() => checkSetup({ ...setup, seasons: many }))).toBe('too_many_seasons');
    expect(codeOf(() => checkSetup({ ...setup, seasons: many.slice(1) }))).toBe('accepted');
  });
});

describe('timeZoneAt', () => {
  it('when the pin is in a bay of Croatia, Slovenia or Italy, then the zone is that country’s', () => {
    expect(timeZoneAt({ lat: 43.1717, lon: 16.4426 })).toBe('Europe/Zagreb');
    expect(timeZoneAt({ lat: 45.5469, lon: 13.7294 })).toBe('Europe/Ljubljana');
    expect(timeZoneAt({ lat: 40.6281, lon: 14.4849 })).toBe('Europe/Rome');
  });

  it('when the pin is out on the ocean or no place on earth, then pin_outside_time_zones', () => {
    expect(codeOf(() => timeZoneAt({ lat: 0, lon: -30 }))).toBe('pin_outside_time_zones');
    expect(codeOf(() => timeZoneAt({ lat: 91, lon: 0 }))).toBe('pin_outside_time_zones');
  });
});
