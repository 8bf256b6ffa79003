import { CANCELLATION_FIELD_OF, CANCELLATION_VALUES_OF } from './cancellation-form';
import type { SeasonField, SeasonForm, SeasonPrice } from './season-form';
import type { SetupField, SetupForm } from './setup-form-model';

// Issue 27 item 2: the server refuses a setup with one catalogue code and no field (each range has
// its own code, but a night price may be the base one or a season's). The form shows the refusal
// at the fields it can be about, narrowed to those changed since the last save: the saved setup
// passed the same checks, so the value at fault is almost always one just typed.

export type RefusalTarget = { field: SetupField } | { season: string; field: SeasonField };

type Candidate = { target: RefusalTarget; changed: boolean };

const SEASON_PRICE_OF: Partial<Record<string, SeasonPrice>> = {
  night_price_out_of_range: 'night',
  day_hour_price_out_of_range: 'dayPerHour',
  day_full_price_out_of_range: 'dayFullDay',
};

const BASE_FIELD_OF: Partial<Record<string, SetupField>> = {
  night_price_out_of_range: 'nightPrice',
  day_hour_price_out_of_range: 'dayPerHour',
  day_full_price_out_of_range: 'dayFullDay',
  vat_rate_out_of_range: 'vatPercent',
  max_loa_out_of_range: 'maxLoa',
  hull_kinds_missing: 'hullKinds',
  pin_outside_time_zones: 'pin',
  pin_too_far_from_buoys: 'pin',
  seasons_overlap: 'seasons',
  too_many_seasons: 'seasons',
  ...CANCELLATION_FIELD_OF,
};

const OFFERED_OF: Partial<Record<SetupField, keyof SetupForm>> = {
  nightPrice: 'nightOffered',
  nightTimes: 'nightOffered',
  dayPerHour: 'dayOffered',
  dayFullDay: 'dayOffered',
  dayTimes: 'dayOffered',
  assistancePrice: 'assistanceOffered',
  trashPrice: 'trashOffered',
  trashTime: 'trashOffered',
};

/** The values each field shows, to tell whether it changed. */
const VALUES_OF: Record<SetupField, readonly (keyof SetupForm)[]> = {
  pin: ['lat', 'lon'],
  nightTimes: ['nightCheckIn', 'nightCheckOut'],
  nightPrice: ['nightPrice'],
  dayTimes: ['dayCheckIn', 'dayCheckOut'],
  dayPerHour: ['dayPerHour'],
  dayFullDay: ['dayFullDay'],
  vatPercent: ['vatPercent'],
  assistancePrice: ['assistancePrice'],
  trashTime: ['trashTime'],
  trashPrice: ['trashPrice'],
  maxLoa: ['maxLoa'],
  hullKinds: ['hullKinds'],
  seasons: ['seasons'],
  ...CANCELLATION_VALUES_OF,
};

const BASE_FIELDS_OF_CODE: Partial<Record<string, readonly SetupField[]>> = {
  extra_price_out_of_range: ['assistancePrice', 'trashPrice'],
  stay_time_invalid: ['nightTimes', 'dayTimes', 'trashTime', 'cancelTime'],
};

function baseCandidates(code: string, form: SetupForm, saved: SetupForm): Candidate[] {
  const single = BASE_FIELD_OF[code];
  const fields = single === undefined ? (BASE_FIELDS_OF_CODE[code] ?? []) : [single];
  return fields.flatMap((field) => {
    const offered = OFFERED_OF[field];
    if (offered !== undefined && form[offered] !== true) return [];
    const changed = VALUES_OF[field].some(
      (value) => JSON.stringify(form[value]) !== JSON.stringify(saved[value]),
    );
    return [{ target: { field }, changed }];
  });
}

function seasonCandidates(code: string, form: SetupForm, saved: SetupForm): Candidate[] {
  const price = SEASON_PRICE_OF[code];
  const field: SeasonField | undefined = code === 'season_dates_invalid' ? 'dates' : price;
  if (field === undefined) return [];
  const before = new Map(saved.seasons.map((season) => [season.key, season]));
  const differs = (season: SeasonForm, old: SeasonForm | undefined) =>
    old === undefined ||
    (field === 'dates'
      ? season.firstDate !== old.firstDate || season.lastDate !== old.lastDate
      : season[field] !== old[field] || season.closed !== old.closed);
  return form.seasons
    .filter((season) => price === undefined || (!season.closed && season[price].trim() !== ''))
    .map((season) => ({
      target: { season: season.key, field },
      changed: differs(season, before.get(season.key)),
    }));
}

/** Where the form shows a refusal of the server: the changed fields it can be about, else all. */
export function refusalTargets(code: string, form: SetupForm, saved: SetupForm): RefusalTarget[] {
  const candidates = [...baseCandidates(code, form, saved), ...seasonCandidates(code, form, saved)];
  const changed = candidates.filter((candidate) => candidate.changed);
  return (changed.length > 0 ? changed : candidates).map((candidate) => candidate.target);
}
