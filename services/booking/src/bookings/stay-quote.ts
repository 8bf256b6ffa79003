import { seasonRules, stayRules } from '@moorline/contracts';
import { AppError, type ErrorCode } from '@moorline/kit';
import type { StoredPrice, StoredPriceLine } from './booking.table';
import type { BuoyAtBay } from './buoy-at-bay';
import { dayPricesOn, priceDayStay, priceNightStay, withExtrasAndVat } from './stay-price';
import type { BoatFit, StayWanted } from './stay-wanted';

// The rules of a bookable stay (spec §4, §5, §9), decided on the server with the bay's own clock.
// Pure: `now` comes from the caller. Each refusal is the catalogue code the spec names.

/** A stay that may be booked: its dates, its half-open period and its price. */
export interface QuotedStay {
  kind: stayRules.StayKind;
  fromDate: string;
  toDate: string;
  period: stayRules.Period;
  price: StoredPrice;
}

const datesProblemCode: Record<stayRules.DatesProblem, ErrorCode> = {
  dates_missing: 'dates_missing',
  invalid_date_format: 'invalid_date_format',
  invalid_date_range: 'invalid_date_range',
};

const stayProblemCode: Record<stayRules.StayProblem, ErrorCode> = {
  in_past: 'dates_in_past',
  not_today: 'invalid_dates',
  too_far_ahead: 'too_far_ahead',
  day_stay_closed: 'day_stay_closed',
  not_offered: 'stay_not_offered',
};

/** Dates required (spec §5), then the shared date rules at the bay. */
export function resolveWantedStay(
  wanted: Pick<StayWanted, 'kind' | 'fromDate' | 'toDate'>,
  stayTimes: stayRules.BayStayTimes,
  now: Date,
): stayRules.BayStay {
  if (wanted.fromDate.trim() === '') throw new AppError('dates_missing');
  const dates = stayRules.parseStayDates({ kind: wanted.kind, from: wanted.fromDate, to: wanted.toDate });
  if (!dates.ok) throw new AppError(datesProblemCode[dates.problem]);
  const stay = stayRules.resolveBookableStay(dates.value, stayTimes, now);
  if (!stay.ok) throw new AppError(stayProblemCode[stay.problem]);
  return stay.value;
}

/**
 * Whether the boat fits the buoy and its bay: length, then hull kind. The bay's limit answers
 * first (spec §8's code: no buoy there will do); a buoy stricter than its bay answers its own
 * code (issue 28 item 1: another buoy of the bay may fit, and the refusal offers those).
 */
export function assertBoatFits(buoy: BuoyAtBay, boat: BoatFit): void {
  if (boat.loaCm > buoy.bay.maxLoaCm) throw new AppError('boat_too_large');
  if (boat.loaCm > buoy.maxLoaCm) throw new AppError('boat_too_large_for_buoy');
  const hull = boat.multihull ? 'multi' : 'mono';
  if (!buoy.bay.hulls[hull]) throw new AppError('hull_not_accepted');
  if (!buoy.hulls[hull]) throw new AppError('hull_not_accepted_at_buoy');
}

/** The refusals about this one buoy: other buoys may take the boat. */
export const buoyFitCodes = ['boat_too_large_for_buoy', 'hull_not_accepted_at_buoy'] as const;

/** How a stay is sold: booked ahead online, or walked up to at the buoy (issue 14). */
export interface SaleChannel {
  /** At the buoy through its QR code: FCFS buoys are allowed, and the stay starts now. */
  walkUp: boolean;
}

const BOOKED_AHEAD: SaleChannel = { walkUp: false };

/** The stay at `now`, if every rule holds; throws the first rule that does not. */
export function quoteStay(
  buoy: BuoyAtBay,
  boat: BoatFit,
  wanted: StayWanted,
  now: Date,
  channel: SaleChannel = BOOKED_AHEAD,
): QuotedStay {
  // spec §4: an FCFS buoy is taken only on site, never booked ahead.
  if (!buoy.usable || !(buoy.digital || channel.walkUp)) throw new AppError('buoy_not_available');
  const stay = resolveWantedStay(wanted, buoy.bay.stayTimes, now);
  assertBoatFits(buoy, boat);
  return priceResolvedStay(buoy, stay, wanted, now, channel);
}

/**
 * The price and period of a stay whose dates hold at the bay; no boat needed (the walk-up
 * offers are priced before the boater names one).
 */
export function priceResolvedStay(
  buoy: BuoyAtBay,
  stay: stayRules.BayStay,
  wanted: Pick<StayWanted, 'dayHours' | 'extras'>,
  now: Date,
  channel: SaleChannel,
): QuotedStay {
  const { prices } = buoy.bay;
  assertOpenForSeason(stay, prices.seasons);
  const extras: StoredPriceLine[] = [];
  if (wanted.extras.mooringAssistance)
    extras.push(extraLine('mooring_assistance', prices.mooringAssistanceMinor));
  if (wanted.extras.trashCollection) extras.push(extraLine('trash_collection', prices.trashCollectionMinor));
  const priced =
    stay.kind === 'day'
      ? priceDayStay(stay.period, wanted.dayHours, dayPricesOn(stay.from, prices), now)
      : priceNightStay(stay.from, stay.to, stay.period, prices);
  // A walk-up moors now, whatever the bay's check-in time; the price is the stay's all the same.
  const period = channel.walkUp ? { start: now, end: priced.period.end } : priced.period;
  return {
    kind: stay.kind,
    fromDate: stay.from,
    toDate: stay.to,
    period,
    price: withExtrasAndVat(priced, extras, prices.currency, buoy.bay.vatRateBasisPoints),
  };
}

/** Issue 27 item 2: a day or night in a closed season cannot be sold, quoted or held. */
function assertOpenForSeason(stay: stayRules.BayStay, seasons: readonly seasonRules.Season[]): void {
  const dates = stay.kind === 'day' ? [stay.from] : seasonRules.nightDates(stay.from, stay.to);
  if (seasonRules.firstClosedDate(dates, seasons) !== undefined) throw new AppError('bay_closed_for_season');
}

function extraLine(
  kind: 'mooring_assistance' | 'trash_collection',
  priceMinor: number | null,
): StoredPriceLine {
  if (priceMinor === null) throw new AppError('invalid_request', 'This extra is not offered at this bay');
  return { kind, quantity: 1, unitMinor: priceMinor, amountMinor: priceMinor };
}
