import type { ErrorCode } from './errors';

// Issue 27 item 2: the range of every number of a bay's setup, and the catalogue code that
// refuses a value outside it. One table for catalog's rules and the BFF's schemas (which state
// the ranges in the OpenAPI document and answer with the same codes).

export interface SetupRange {
  min: number;
  max: number;
  code: ErrorCode;
}

export const baySetupLimits = {
  // Cents, VAT included. spec §4: a day stay may be free; a night never is.
  nightPriceCents: { min: 100, max: 500_000, code: 'night_price_out_of_range' },
  dayPricePerHourCents: { min: 0, max: 100_000, code: 'day_hour_price_out_of_range' },
  dayPriceFullDayCents: { min: 0, max: 500_000, code: 'day_full_price_out_of_range' },
  extraPriceCents: { min: 0, max: 50_000, code: 'extra_price_out_of_range' },
  // Basis points: 1300 is 13 %.
  vatRateBasisPoints: { min: 0, max: 3_000, code: 'vat_rate_out_of_range' },
  // The boat lengths booking accepts (1.5 to 60 m).
  maxLoaCm: { min: 150, max: 6_000, code: 'max_loa_out_of_range' },
  // Issue 30 item 1: the cancellation policy. A deadline further out than a fortnight, or more
  // than two days for a day stay, would make a 48-hour booking window never free to cancel.
  cancelNightDaysBefore: { min: 0, max: 14, code: 'cancel_days_out_of_range' },
  cancelLateRefundPercent: { min: 0, max: 100, code: 'refund_share_out_of_range' },
  cancelDayHoursBefore: { min: 0, max: 48, code: 'cancel_hours_out_of_range' },
} as const satisfies Record<string, SetupRange>;

/** At most this many seasons per bay; a season spans at most a year. */
export const MAX_SEASONS = 24;
export const MAX_SEASON_DAYS = 366;

/**
 * How long a caller waits for a layout save: a whole bay of 500 buoys is checked against the land
 * data (a 130 MB scan the first time a process sees the bay's waters) and saved in one
 * transaction, which on a busy machine outlasts gRPC's default 5 s (measured by P13).
 */
export const LAYOUT_SAVE_DEADLINE_MS = 30_000;
