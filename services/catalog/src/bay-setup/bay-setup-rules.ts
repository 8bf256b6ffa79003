import {
  MAX_SEASON_DAYS,
  MAX_SEASONS,
  bayClock,
  baySetupLimits,
  seasonRules,
  type CancellationPolicy,
  type SetupRange,
} from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import type { Updateable } from 'kysely';
import type { BayTable, HullKind } from '../bays/bay.table';
import type { NewSeason } from './bay-season.repository';

// Issue 27 item 2: a bay's setup as its manager sends it, checked field by field (each refusal
// its own catalogue code) and turned into the bay's columns. Pure.

export interface SeasonInput {
  firstDate: string;
  lastDate: string;
  closed: boolean;
  nightPriceCents: number | null;
  dayPricePerHourCents: number | null;
  dayPriceFullDayCents: number | null;
}

export interface SetupInput {
  night: { offered: boolean; checkIn: string; checkOut: string; priceCents: number };
  day: { offered: boolean; checkIn: string; checkOut: string; perHourCents: number; fullDayCents: number };
  vatRateBasisPoints: number;
  mooringAssistance: { offered: boolean; priceCents: number };
  trashCollection: { offered: boolean; priceCents: number; time: string };
  maxLoaCm: number;
  hullKinds: readonly HullKind[];
  seasons: readonly SeasonInput[];
  cancellation: CancellationPolicy;
  keepNextNight: boolean;
}

/** The bays columns a setup writes, the pin and time zone apart. */
export type SetupColumns = Pick<
  BayTable,
  | 'night_stay_available'
  | 'night_check_in'
  | 'night_check_out'
  | 'night_price_cents'
  | 'day_stay_available'
  | 'day_check_in'
  | 'day_check_out'
  | 'day_price_per_hour_cents'
  | 'day_price_full_day_cents'
  | 'vat_rate_basis_points'
  | 'mooring_assistance_offered'
  | 'mooring_assistance_price_cents'
  | 'trash_collection_offered'
  | 'trash_collection_price_cents'
  | 'trash_collection_time'
  | 'max_loa_cm'
  | 'hull_kinds'
> &
  Required<
    Updateable<
      Pick<
        BayTable,
        | 'cancel_night_days_before'
        | 'cancel_night_until_time'
        | 'cancel_late_refund_percent'
        | 'cancel_day_hours_before'
        | 'keep_next_night'
      >
    >
  >;

/** The bays columns a setup writes (the pin and time zone apart), and the seasons. */
export interface CheckedSetup {
  columns: SetupColumns;
  seasons: NewSeason[];
}

/** A whole number within its range, or the range's code. */
export function inRange(value: number, range: SetupRange): number {
  if (!Number.isInteger(value) || value < range.min || value > range.max) throw new AppError(range.code);
  return value;
}

const hhmmPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A local time 'HH:MM', or `stay_time_invalid`. */
export function localTime(value: string): string {
  const time = value.trim();
  if (!hhmmPattern.test(time)) throw new AppError('stay_time_invalid');
  return time;
}

/** What is not offered keeps no price or times: the database's completeness checks read it so. */
const when = <T>(offered: boolean, value: () => T): T | null => (offered ? value() : null);

function stayColumns(input: SetupInput) {
  const { night, day } = input;
  const dayTimes = when(day.offered, () => {
    const [checkIn, checkOut] = [localTime(day.checkIn), localTime(day.checkOut)];
    if (checkOut <= checkIn) throw new AppError('stay_time_invalid');
    return { checkIn, checkOut };
  });
  return {
    night_stay_available: night.offered,
    night_check_in: when(night.offered, () => localTime(night.checkIn)),
    night_check_out: when(night.offered, () => localTime(night.checkOut)),
    night_price_cents: when(night.offered, () => inRange(night.priceCents, baySetupLimits.nightPriceCents)),
    day_stay_available: day.offered,
    day_check_in: dayTimes?.checkIn ?? null,
    day_check_out: dayTimes?.checkOut ?? null,
    day_price_per_hour_cents: when(day.offered, () =>
      inRange(day.perHourCents, baySetupLimits.dayPricePerHourCents),
    ),
    day_price_full_day_cents: when(day.offered, () =>
      inRange(day.fullDayCents, baySetupLimits.dayPriceFullDayCents),
    ),
  };
}

function extraColumns(input: SetupInput) {
  const { mooringAssistance: assistance, trashCollection: trash } = input;
  const price = (cents: number) => inRange(cents, baySetupLimits.extraPriceCents);
  return {
    mooring_assistance_offered: assistance.offered,
    mooring_assistance_price_cents: when(assistance.offered, () => price(assistance.priceCents)),
    trash_collection_offered: trash.offered,
    trash_collection_price_cents: when(trash.offered, () => price(trash.priceCents)),
    trash_collection_time: when(trash.offered, () => localTime(trash.time)),
  };
}

/** Issue 30 item 1: the cancellation policy, each number in its range, the time 'HH:MM'. */
function cancellationColumns(policy: CancellationPolicy) {
  return {
    cancel_night_days_before: inRange(policy.nightFreeDaysBefore, baySetupLimits.cancelNightDaysBefore),
    cancel_night_until_time: localTime(policy.nightFreeUntilTime),
    cancel_late_refund_percent: inRange(
      policy.nightLateRefundPercent,
      baySetupLimits.cancelLateRefundPercent,
    ),
    cancel_day_hours_before: inRange(policy.dayFreeHoursBefore, baySetupLimits.cancelDayHoursBefore),
  };
}

const optionalPrice = (cents: number | null, range: SetupRange) =>
  cents === null ? null : inRange(cents, range);

function checkedSeason(season: SeasonInput): NewSeason {
  const [first, last] = [bayClock.dayNumber(season.firstDate), bayClock.dayNumber(season.lastDate)];
  if (first === null || last === null || last < first || last - first >= MAX_SEASON_DAYS)
    throw new AppError('season_dates_invalid');
  return {
    first_date: season.firstDate,
    last_date: season.lastDate,
    closed: season.closed,
    night_price_cents: optionalPrice(season.nightPriceCents, baySetupLimits.nightPriceCents),
    day_price_per_hour_cents: optionalPrice(season.dayPricePerHourCents, baySetupLimits.dayPricePerHourCents),
    day_price_full_day_cents: optionalPrice(season.dayPriceFullDayCents, baySetupLimits.dayPriceFullDayCents),
  };
}

/** The seasons, earliest first; none may share a date with another (`seasons_overlap`). */
export function checkedSeasons(seasons: readonly SeasonInput[]): NewSeason[] {
  if (seasons.length > MAX_SEASONS) throw new AppError('too_many_seasons');
  const checked = seasons.map(checkedSeason).sort((a, b) => a.first_date.localeCompare(b.first_date));
  const asRules = checked.map((season) => ({
    firstDate: season.first_date,
    lastDate: season.last_date,
    closed: season.closed,
    nightMinor: null,
    dayPerHourMinor: null,
    dayFullMinor: null,
  }));
  if (seasonRules.overlappingSeasons(asRules) !== undefined) throw new AppError('seasons_overlap');
  return checked;
}

/** Every field checked, in the order the form shows them; the first wrong one refuses. */
export function checkSetup(input: SetupInput): CheckedSetup {
  const hullKinds = [...new Set(input.hullKinds)];
  if (hullKinds.length === 0) throw new AppError('hull_kinds_missing');
  return {
    columns: {
      ...stayColumns(input),
      vat_rate_basis_points: inRange(input.vatRateBasisPoints, baySetupLimits.vatRateBasisPoints),
      ...extraColumns(input),
      max_loa_cm: inRange(input.maxLoaCm, baySetupLimits.maxLoaCm),
      hull_kinds: hullKinds,
      ...cancellationColumns(input.cancellation),
      keep_next_night: input.keepNextNight,
    },
    seasons: checkedSeasons(input.seasons),
  };
}
