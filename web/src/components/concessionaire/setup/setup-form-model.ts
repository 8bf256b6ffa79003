import type { BaySetup, BaySetupChange, HullKind } from '../../../http/api-schema';
import {
  CANCELLATION_FIELDS,
  cancellationFormOf,
  cancellationPolicyOf,
  type CancellationForm,
} from './cancellation-form';
import { centimetresOf, metresText } from '../../fleet/boat-form-model';
import { centsOf, eurosText } from './money-input';
import {
  checkSeason,
  seasonChangeOf,
  seasonFormOf,
  type SeasonForm,
  type SeasonProblems,
} from './season-form';
import type { FormProblem } from './setup-problems';

// The bay setup form's values as typed (issue 27 item 2): money in euros, VAT in percent, the
// longest boat in metres, each turned into the API's integers (cents, basis points, centimetres).

export type SetupForm = {
  /** Decimal degrees, as the map sets them or as typed. */
  lat: string;
  lon: string;
  nightOffered: boolean;
  nightCheckIn: string;
  nightCheckOut: string;
  nightPrice: string;
  dayOffered: boolean;
  dayCheckIn: string;
  dayCheckOut: string;
  dayPerHour: string;
  dayFullDay: string;
  vatPercent: string;
  assistanceOffered: boolean;
  assistancePrice: string;
  trashOffered: boolean;
  trashPrice: string;
  trashTime: string;
  maxLoa: string;
  hullKinds: HullKind[];
  seasons: SeasonForm[];
  /** Issue 30 item 3: the night after a booked night stay waits for that boat until 09:00. */
  keepNextNight: boolean;
} & CancellationForm;

/** The form's fields that can be wrong, in the order the form shows them. */
export const SETUP_FIELDS = [
  'pin',
  'nightTimes',
  'nightPrice',
  'dayTimes',
  'dayPerHour',
  'dayFullDay',
  'vatPercent',
  'assistancePrice',
  'trashTime',
  'trashPrice',
  'maxLoa',
  'hullKinds',
  'seasons',
  ...CANCELLATION_FIELDS,
] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];

export type SetupProblems = {
  fields: Partial<Record<SetupField, FormProblem>>;
  /** By the season row's key. */
  seasons: Record<string, SeasonProblems>;
};

export const noProblems = (): SetupProblems => ({ fields: {}, seasons: {} });

export function hasProblems(problems: SetupProblems): boolean {
  return (
    Object.keys(problems.fields).length > 0 ||
    Object.values(problems.seasons).some((season) => Object.keys(season).length > 0)
  );
}

/** Six decimals: about 10 cm, finer than a pin is ever placed. */
export const coordinateText = (degrees: number) => String(Number(degrees.toFixed(6)));

function degreesOf(text: string, limit: number): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

function pinOf(form: SetupForm): BaySetupChange['pin'] | null {
  const [lat, lon] = [degreesOf(form.lat, 90), degreesOf(form.lon, 180)];
  return lat === null || lon === null ? null : { lat, lon };
}

export function setupFormOf(setup: BaySetup, locale: string): SetupForm {
  const money = (cents: number) => eurosText(cents, locale);
  return {
    lat: coordinateText(setup.pin.lat),
    lon: coordinateText(setup.pin.lon),
    nightOffered: setup.night_stay.offered,
    nightCheckIn: setup.night_stay.check_in,
    nightCheckOut: setup.night_stay.check_out,
    nightPrice: money(setup.night_stay.price_cents),
    dayOffered: setup.day_stay.offered,
    dayCheckIn: setup.day_stay.check_in,
    dayCheckOut: setup.day_stay.check_out,
    dayPerHour: money(setup.day_stay.price_per_hour_cents),
    dayFullDay: money(setup.day_stay.price_full_day_cents),
    // Basis points are hundredths of a percent, as cents are of a euro.
    vatPercent: eurosText(setup.vat_rate_basis_points, locale).replace(/[.,]00$/, ''),
    assistanceOffered: setup.mooring_assistance.offered,
    assistancePrice: money(setup.mooring_assistance.price_cents),
    trashOffered: setup.trash_collection.offered,
    trashPrice: money(setup.trash_collection.price_cents),
    trashTime: setup.trash_collection.time,
    maxLoa: metresText(setup.max_loa_cm, locale),
    hullKinds: [...setup.hull_kinds],
    seasons: setup.seasons.map((season) => seasonFormOf(season, locale)),
    ...cancellationFormOf(setup),
    keepNextNight: setup.keep_next_night,
  };
}

type Checked = { change: BaySetupChange | null; problems: SetupProblems };

/**
 * Reads the form's numbers into `problems`: what was typed when it reads; for what is not offered,
 * else the saved value (the server keeps no price for it); else the field's problem.
 */
function numberReader(problems: SetupProblems) {
  const read = (field: SetupField, value: number | null, fallback: number, problem: FormProblem) => {
    if (value !== null) return value;
    problems.fields[field] = problem;
    return fallback;
  };
  return {
    money: (field: SetupField, text: string, offered: boolean, saved: number) =>
      read(field, centsOf(text) ?? (offered ? null : saved), saved, { key: 'amountInvalid' }),
    percent: (field: SetupField, text: string, saved: number) =>
      read(field, centsOf(text), saved, { key: 'percentInvalid' }),
    metres: (field: SetupField, text: string, saved: number) =>
      read(field, centimetresOf(text), saved, { key: 'metresInvalid' }),
  };
}

type Reader = ReturnType<typeof numberReader>;

function staysOf(form: SetupForm, saved: BaySetup, read: Reader) {
  const { night_stay: night, day_stay: day } = saved;
  return {
    night_stay: {
      offered: form.nightOffered,
      check_in: form.nightCheckIn,
      check_out: form.nightCheckOut,
      price_cents: read.money('nightPrice', form.nightPrice, form.nightOffered, night.price_cents),
    },
    day_stay: {
      offered: form.dayOffered,
      check_in: form.dayCheckIn,
      check_out: form.dayCheckOut,
      price_per_hour_cents: read.money(
        'dayPerHour',
        form.dayPerHour,
        form.dayOffered,
        day.price_per_hour_cents,
      ),
      price_full_day_cents: read.money(
        'dayFullDay',
        form.dayFullDay,
        form.dayOffered,
        day.price_full_day_cents,
      ),
    },
  };
}

function extrasOf(form: SetupForm, saved: BaySetup, read: Reader) {
  const { mooring_assistance: assistance, trash_collection: trash } = saved;
  return {
    mooring_assistance: {
      offered: form.assistanceOffered,
      price_cents: read.money(
        'assistancePrice',
        form.assistancePrice,
        form.assistanceOffered,
        assistance.price_cents,
      ),
    },
    trash_collection: {
      offered: form.trashOffered,
      price_cents: read.money('trashPrice', form.trashPrice, form.trashOffered, trash.price_cents),
      time: form.trashTime,
    },
  };
}

/** The setup as the API takes it, or what the browser can tell is wrong. */
export function checkSetupForm(form: SetupForm, saved: BaySetup): Checked {
  const problems = noProblems();
  const read = numberReader(problems);
  const pin = pinOf(form);
  if (pin === null) problems.fields.pin = { key: 'coordinatesInvalid' };
  const change: BaySetupChange = {
    pin: pin ?? saved.pin,
    ...staysOf(form, saved, read),
    vat_rate_basis_points: read.percent('vatPercent', form.vatPercent, saved.vat_rate_basis_points),
    ...extrasOf(form, saved, read),
    max_loa_cm: read.metres('maxLoa', form.maxLoa, saved.max_loa_cm),
    hull_kinds: form.hullKinds,
    seasons: form.seasons.map(seasonChangeOf),
    cancellation_policy: cancellationPolicyOf(form, saved.cancellation_policy, problems.fields),
    keep_next_night: form.keepNextNight,
  };
  for (const season of form.seasons) {
    const found = checkSeason(season);
    if (Object.keys(found).length > 0) problems.seasons[season.key] = found;
  }
  return { change: hasProblems(problems) ? null : change, problems };
}
