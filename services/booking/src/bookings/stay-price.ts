import type { stayRules } from '@moorline/contracts';
import { seasonRules } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { StoredPrice, StoredPriceLine } from './booking.table';
import type { BayPrices } from './buoy-at-bay';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** A day stay is at most one day of hours; more is a mistake, not a plan. */
export const MAX_DAY_HOURS = 24;

/** The stay's own price: its period (a day stay's may be shortened) and its lines. */
export interface PricedStay {
  period: stayRules.Period;
  lines: StoredPriceLine[];
  fullDayOffered: boolean;
  fullDaySavingMinor: number;
}

/**
 * A day stay (spec §4): from now (or the day check-in, if later) for the hours wanted, or until
 * the day check-out; priced per started hour, unless the full day costs the same or less, in
 * which case the full day is charged and the whole day until check-out is the boater's: the
 * answer says it switched and what that saves.
 */
export function priceDayStay(
  day: stayRules.Period,
  hoursWanted: number,
  prices: BayPrices,
  now: Date,
): PricedStay {
  if (!Number.isInteger(hoursWanted) || hoursWanted < 0 || hoursWanted > MAX_DAY_HOURS)
    throw new AppError('invalid_request', `Day hours must be a whole number from 0 to ${MAX_DAY_HOURS}`);
  const startMs = Math.max(day.start.getTime(), Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  if (startMs >= day.end.getTime()) throw new AppError('day_stay_closed');
  const endMs =
    hoursWanted === 0 ? day.end.getTime() : Math.min(day.end.getTime(), startMs + hoursWanted * HOUR_MS);
  const hours = Math.ceil((endMs - startMs) / HOUR_MS);
  const hoursMinor = hours * prices.dayPerHourMinor;
  const start = new Date(startMs);
  if (prices.dayFullMinor <= hoursMinor) {
    return {
      period: { start, end: day.end },
      lines: [
        {
          kind: 'day_full',
          quantity: 1,
          unitMinor: prices.dayFullMinor,
          amountMinor: prices.dayFullMinor,
        },
      ],
      fullDayOffered: true,
      fullDaySavingMinor: hoursMinor - prices.dayFullMinor,
    };
  }
  return {
    period: { start, end: new Date(endMs) },
    lines: [
      { kind: 'day_hours', quantity: hours, unitMinor: prices.dayPerHourMinor, amountMinor: hoursMinor },
    ],
    fullDayOffered: false,
    fullDaySavingMinor: 0,
  };
}

/**
 * A night stay (spec §3): from the night check-in to the last morning's check-out, each night at
 * the price of the date it starts on (issue 27 item 2: a stay across a season's edge is priced as
 * hotels do, night by night). Nights in a row at one price make one line.
 */
export function priceNightStay(
  from: string,
  to: string,
  period: stayRules.Period,
  prices: BayPrices,
): PricedStay {
  const lines: StoredPriceLine[] = [];
  for (const date of seasonRules.nightDates(from, to)) {
    const unitMinor = seasonRules.pricesOn(date, prices, prices.seasons).nightMinor;
    const last = lines.at(-1);
    if (last?.unitMinor === unitMinor) {
      last.quantity += 1;
      last.amountMinor += unitMinor;
    } else lines.push({ kind: 'night', quantity: 1, unitMinor, amountMinor: unitMinor });
  }
  return { period, lines, fullDayOffered: false, fullDaySavingMinor: 0 };
}

/** A day stay's prices on its date: its season's where it sets them (issue 27 item 2). */
export function dayPricesOn(date: string, prices: BayPrices): BayPrices {
  return { ...prices, ...seasonRules.pricesOn(date, prices, prices.seasons) };
}

/** The breakdown: the stay, then the extras; the VAT contained in the total at the bay's rate. */
export function withExtrasAndVat(
  stay: PricedStay,
  extras: StoredPriceLine[],
  currency: string,
  vatRateBasisPoints: number,
): StoredPrice {
  const lines = [...stay.lines, ...extras];
  const totalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  return {
    currency,
    lines,
    totalMinor,
    vatMinor: vatContained(totalMinor, vatRateBasisPoints),
    vatRateBasisPoints,
    fullDayOffered: stay.fullDayOffered,
    fullDaySavingMinor: stay.fullDaySavingMinor,
  };
}

/** The VAT inside a gross amount (prices include VAT, spec §1), rounded half up to a minor unit. */
export function vatContained(grossMinor: number, rateBasisPoints: number): number {
  return Math.round((grossMinor * rateBasisPoints) / (10_000 + rateBasisPoints));
}
