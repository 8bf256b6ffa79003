import type { BaySetup, BaySetupChange, HullKind } from '../../../http/api-schema';
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
};

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
  };
}

type Checked = { change: BaySetupChange | null; problems: SetupProblems };

/** The setup as the API takes it, or what the browser can tell is wrong first. */
export function checkSetupForm(form: SetupForm, saved: BaySetup): Checked {
  const problems = noProblems();
  // What was typed when it reads; for what is not offered, else the saved value (the server keeps
  // no price for it); else the field's problem.
  const read = (
    field: SetupField,
    text: string,
    parse: (text: string) => number | null,
    offered: boolean,
    savedValue: number,
    problem: FormProblem,
  ): number => {
    const value = parse(text) ?? (offered ? null : savedValue);
    if (value !== null) return value;
    problems.fields[field] = problem;
    return savedValue;
  };
  const amount = { key: 'amountInvalid' } as const;
  const pin = pinOf(form);
  if (pin === null) problems.fields.pin = { key: 'coordinatesInvalid' };
  const change: BaySetupChange = {
    pin: pin ?? saved.pin,
    night_stay: {
      offered: form.nightOffered,
      check_in: form.nightCheckIn,
      check_out: form.nightCheckOut,
      price_cents: read(
        'nightPrice',
        form.nightPrice,
        centsOf,
        form.nightOffered,
        saved.night_stay.price_cents,
        amount,
      ),
    },
    day_stay: {
      offered: form.dayOffered,
      check_in: form.dayCheckIn,
      check_out: form.dayCheckOut,
      price_per_hour_cents: read(
        'dayPerHour',
        form.dayPerHour,
        centsOf,
        form.dayOffered,
        saved.day_stay.price_per_hour_cents,
        amount,
      ),
      price_full_day_cents: read(
        'dayFullDay',
        form.dayFullDay,
        centsOf,
        form.dayOffered,
        saved.day_stay.price_full_day_cents,
        amount,
      ),
    },
    vat_rate_basis_points: read('vatPercent', form.vatPercent, centsOf, true, saved.vat_rate_basis_points, {
      key: 'percentInvalid',
    }),
    mooring_assistance: {
      offered: form.assistanceOffered,
      price_cents: read(
        'assistancePrice',
        form.assistancePrice,
        centsOf,
        form.assistanceOffered,
        saved.mooring_assistance.price_cents,
        amount,
      ),
    },
    trash_collection: {
      offered: form.trashOffered,
      price_cents: read(
        'trashPrice',
        form.trashPrice,
        centsOf,
        form.trashOffered,
        saved.trash_collection.price_cents,
        amount,
      ),
      time: form.trashTime,
    },
    max_loa_cm: read('maxLoa', form.maxLoa, centimetresOf, true, saved.max_loa_cm, { key: 'metresInvalid' }),
    hull_kinds: form.hullKinds,
    seasons: form.seasons.map(seasonChangeOf),
  };
  for (const season of form.seasons) {
    const found = checkSeason(season);
    if (Object.keys(found).length > 0) problems.seasons[season.key] = found;
  }
  return { change: hasProblems(problems) ? null : change, problems };
}
