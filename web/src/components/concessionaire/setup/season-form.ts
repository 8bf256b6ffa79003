import type { BaySeason, BaySetupChange } from '../../../http/api-schema';
import { isCalendarDate } from '../../../../../proto/src/stays/bay-clock';
import { centsOf, eurosText } from './money-input';
import type { FormProblem } from './setup-problems';

// A season as its row of the setup form (issue 27 item 2): bay dates, both ends included, and
// prices that are empty for the bay's base price. The browser checks what it can read (both dates,
// in order; amounts); the server has the final word on ranges, lengths and overlaps.

export type SeasonForm = {
  /** Names the row while it is edited (a new row has no server id yet). */
  key: string;
  firstDate: string;
  lastDate: string;
  closed: boolean;
  night: string;
  dayPerHour: string;
  dayFullDay: string;
};

export type SeasonPrice = 'night' | 'dayPerHour' | 'dayFullDay';
export type SeasonField = 'dates' | SeasonPrice;
export type SeasonProblems = Partial<Record<SeasonField, FormProblem>>;
type SeasonChange = BaySetupChange['seasons'][number];

const priceText = (cents: number | null, locale: string) => (cents === null ? '' : eurosText(cents, locale));

export function seasonFormOf(season: BaySeason, locale: string): SeasonForm {
  return {
    key: season.id,
    firstDate: season.first_date,
    lastDate: season.last_date,
    closed: season.closed,
    night: priceText(season.night_price_cents, locale),
    dayPerHour: priceText(season.day_price_per_hour_cents, locale),
    dayFullDay: priceText(season.day_price_full_day_cents, locale),
  };
}

export function emptySeason(key: string): SeasonForm {
  return { key, firstDate: '', lastDate: '', closed: false, night: '', dayPerHour: '', dayFullDay: '' };
}

function datesProblem(season: SeasonForm): FormProblem | undefined {
  if (!isCalendarDate(season.firstDate) || !isCalendarDate(season.lastDate))
    return { key: 'seasonDatesMissing' };
  return season.lastDate < season.firstDate ? { key: 'seasonDatesOrder' } : undefined;
}

/** An empty price is the base price (null); anything else must read as an amount. */
function optionalCents(text: string): number | null | undefined {
  return text.trim() === '' ? null : (centsOf(text) ?? undefined);
}

const PRICES: readonly SeasonPrice[] = ['night', 'dayPerHour', 'dayFullDay'];

/** What the browser can tell is wrong with a season; a closed season's prices are not read. */
export function checkSeason(season: SeasonForm): SeasonProblems {
  const problems: SeasonProblems = {};
  const dates = datesProblem(season);
  if (dates !== undefined) problems.dates = dates;
  if (season.closed) return problems;
  for (const price of PRICES)
    if (optionalCents(season[price]) === undefined) problems[price] = { key: 'amountInvalid' };
  return problems;
}

/** The season as the API takes it; call only once checkSeason found nothing. */
export function seasonChangeOf(season: SeasonForm): SeasonChange {
  const price = (field: SeasonPrice) => (season.closed ? null : (optionalCents(season[field]) ?? null));
  return {
    first_date: season.firstDate,
    last_date: season.lastDate,
    closed: season.closed,
    night_price_cents: price('night'),
    day_price_per_hour_cents: price('dayPerHour'),
    day_price_full_day_cents: price('dayFullDay'),
  };
}
