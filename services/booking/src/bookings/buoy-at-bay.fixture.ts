import { AppError, type ErrorCode } from '@moorline/kit';
import { cancellationRules } from '@moorline/contracts';
import type { BayPrices, BuoyAtBay } from './buoy-at-bay';

// Shared by the unit tests of the quote and price rules: one bay in Zagreb's time zone (UTC+1 in
// winter, UTC+2 in summer) with round prices, so every expected amount can be worked by hand.

/** 10 € an hour, 50 € the full day, 95 € a night, assistance 15 €, trash collection free. */
export const bayPrices: BayPrices = {
  currency: 'EUR',
  dayPerHourMinor: 1000,
  dayFullMinor: 5000,
  nightMinor: 9500,
  mooringAssistanceMinor: 1500,
  trashCollectionMinor: 0,
  seasons: [],
};

type BayChange = Partial<BuoyAtBay['bay']>;

/** A digital, usable buoy for boats up to 15 m, both hulls, at a bay that sells both stays. */
export function buoyAtBay(change: Partial<Omit<BuoyAtBay, 'bay'>> = {}, bay: BayChange = {}): BuoyAtBay {
  return {
    buoyId: '3f0c1c2e-5b1a-4d4e-9a7b-2c1d0e9f8a71',
    label: 'B-07',
    maxLoaCm: 1500,
    hulls: { mono: true, multi: true },
    digital: true,
    usable: true,
    ...change,
    bay: {
      bayId: '8d2b6a41-0f3e-4c59-b1d7-6e5a4c3b2a19',
      slug: 'uvala-stiniva',
      name: 'Uvala Stiniva',
      maxLoaCm: 1500,
      hulls: { mono: true, multi: true },
      stayTimes: {
        timeZone: 'Europe/Zagreb',
        day: { checkIn: '08:00', checkOut: '19:00' },
        night: { checkIn: '14:00', checkOut: '12:00' },
      },
      prices: bayPrices,
      vatRateBasisPoints: 1300,
      cancellationPolicy: cancellationRules.defaultCancellationPolicy,
      bookableOnline: true,
      listed: true,
      keepsNextNight: true,
      ...bay,
    },
  };
}

/** The catalogue code `act` refuses with; fails the test when it answers instead. */
export function refusalCode(act: () => unknown): ErrorCode {
  try {
    act();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal, got an answer');
}
