import { QueryText } from '../../wire/query-text';
import { Type, type Static } from '@fastify/type-provider-typebox';
import {
  MAX_SEASONS,
  baySetupLimits,
  errorCatalogue,
  type ErrorCode,
  type SetupRange,
} from '@moorline/contracts';
import type { RuleRefusal } from '../../wire/field-error-codes';
import { named, nullable } from '../../wire/named-schema';
import { CancellationPolicy } from '../catalog/cancellation-policy-schema';
import { HullKind } from '../catalog/catalog-schemas';

// A bay's setup (issue 27 item 2) and its audit log (item 6). The ranges are catalog's
// (baySetupLimits); a value outside one answers the field's own code, as catalog would.

const cents = (range: SetupRange, description: string) =>
  Type.Integer({ minimum: range.min, maximum: range.max, description: `${description} (\`${range.code}\`)` });
const limits = baySetupLimits;
const localTime = (description: string) =>
  Type.String({ maxLength: 5, description: `${description}, HH:MM at the bay (\`stay_time_invalid\`)` });
const date = (description: string) => Type.String({ format: 'date', description });

const night = {
  offered: Type.Boolean(),
  check_in: localTime('Check-in on the arrival date'),
  check_out: localTime('Check-out on the departure date'),
  // 0 while nights are not offered (a new draft bay has no price yet): catalog holds an offered
  // night to its range, as it does the day's prices.
  price_cents: cents(
    { ...limits.nightPriceCents, min: 0 },
    `A night, cents, VAT included; at least ${limits.nightPriceCents.min} when offered`,
  ),
};
const day = {
  offered: Type.Boolean({ description: 'spec §4: a day stay may be free' }),
  check_in: localTime('Day check-in'),
  check_out: localTime('Day check-out, after the check-in'),
  price_per_hour_cents: cents(limits.dayPricePerHourCents, 'A started hour, cents'),
  price_full_day_cents: cents(
    limits.dayPriceFullDayCents,
    'The full day, cents; charged when it costs no more',
  ),
};
const extraPrice = cents(limits.extraPriceCents, 'Cents');

const seasonFields = {
  first_date: date('First date at the bay, YYYY-MM-DD'),
  last_date: date('Last date, included; at most a year after the first (`season_dates_invalid`)'),
  closed: Type.Boolean({ description: 'Nothing can be booked on these dates (`bay_closed_for_season`)' }),
  night_price_cents: nullable(cents(limits.nightPriceCents, 'A night; null for the base price')),
  day_price_per_hour_cents: nullable(cents(limits.dayPricePerHourCents, 'An hour; null for the base price')),
  day_price_full_day_cents: nullable(
    cents(limits.dayPriceFullDayCents, 'The full day; null for the base price'),
  ),
};

const setupFields = {
  pin: Type.Object(
    {
      lat: Type.Number({ minimum: -90, maximum: 90 }),
      lon: Type.Number({ minimum: -180, maximum: 180 }),
    },
    { additionalProperties: false, description: 'The time zone follows it (`pin_outside_time_zones`)' },
  ),
  night_stay: Type.Object(night, { additionalProperties: false }),
  day_stay: Type.Object(day, { additionalProperties: false }),
  vat_rate_basis_points: cents(
    limits.vatRateBasisPoints,
    'VAT contained in every price, basis points (1300: 13 %)',
  ),
  mooring_assistance: Type.Object(
    { offered: Type.Boolean(), price_cents: extraPrice },
    { additionalProperties: false },
  ),
  trash_collection: Type.Object(
    { offered: Type.Boolean(), price_cents: extraPrice, time: localTime('When the boat comes by') },
    { additionalProperties: false },
  ),
  max_loa_cm: cents(limits.maxLoaCm, 'Longest boat, length overall in centimetres'),
  hull_kinds: Type.Array(HullKind.ref, { maxItems: 2, description: 'At least one (`hull_kinds_missing`)' }),
  cancellation_policy: CancellationPolicy.ref,
  keep_next_night: Type.Boolean({
    description:
      'Issue 30 item 3: keep the night after a booked night stay for the boat already there until ' +
      '09:00 bay time on its check-out day; false frees it for everyone at once',
  }),
};

export const BaySeason = named(
  'BaySeason',
  Type.Object({ id: Type.String({ format: 'uuid' }), ...seasonFields }, { additionalProperties: false }),
);

export const BaySetup = named(
  'BaySetup',
  Type.Object({
    bay_id: Type.String({ format: 'uuid' }),
    country: Type.String({ description: 'SI, HR or IT' }),
    currency: Type.String(),
    time_zone: Type.String({ description: 'IANA time zone derived from the pin' }),
    default_vat_rate_basis_points: Type.Integer({ description: 'The country’s default rate for moorings' }),
    ...setupFields,
    seasons: Type.Array(BaySeason.ref),
  }),
);

export const BaySetupChange = named(
  'BaySetupChange',
  Type.Object(
    {
      ...setupFields,
      seasons: Type.Array(Type.Object(seasonFields, { additionalProperties: false }), {
        maxItems: MAX_SEASONS,
        description: `At most ${MAX_SEASONS} (\`too_many_seasons\`), none sharing a date (\`seasons_overlap\`)`,
      }),
    },
    {
      additionalProperties: false,
      description:
        'The whole setup, seasons included. A night belongs to the date it starts on; a stay is priced ' +
        'night by night, each at its own date’s price. Applies to stays quoted after it.',
    },
  ),
);
export type BaySetupChangeBody = Static<typeof BaySetupChange.schema>;

const said = (code: ErrorCode): RuleRefusal => ({ code, message: errorCatalogue[code].message });
const refusal = (range: SetupRange): RuleRefusal => said(range.code);

const seasonRefusals = Array.from({ length: MAX_SEASONS }, (_, index) => [
  [`seasons/${index}/night_price_cents`, refusal(limits.nightPriceCents)],
  [`seasons/${index}/day_price_per_hour_cents`, refusal(limits.dayPricePerHourCents)],
  [`seasons/${index}/day_price_full_day_cents`, refusal(limits.dayPriceFullDayCents)],
  [`seasons/${index}/first_date`, said('season_dates_invalid')],
  [`seasons/${index}/last_date`, said('season_dates_invalid')],
]).flat();

/** A value the schema refuses answers the code catalog gives for the same mistake. */
export const baySetupRefusals: Record<string, RuleRefusal> = {
  'night_stay/price_cents': refusal(limits.nightPriceCents),
  'day_stay/price_per_hour_cents': refusal(limits.dayPricePerHourCents),
  'day_stay/price_full_day_cents': refusal(limits.dayPriceFullDayCents),
  'mooring_assistance/price_cents': refusal(limits.extraPriceCents),
  'trash_collection/price_cents': refusal(limits.extraPriceCents),
  vat_rate_basis_points: refusal(limits.vatRateBasisPoints),
  max_loa_cm: refusal(limits.maxLoaCm),
  'night_stay/check_in': said('stay_time_invalid'),
  'night_stay/check_out': said('stay_time_invalid'),
  'day_stay/check_in': said('stay_time_invalid'),
  'day_stay/check_out': said('stay_time_invalid'),
  'trash_collection/time': said('stay_time_invalid'),
  seasons: said('too_many_seasons'),
  'cancellation_policy/night_free_days_before': refusal(limits.cancelNightDaysBefore),
  'cancellation_policy/night_late_refund_percent': refusal(limits.cancelLateRefundPercent),
  'cancellation_policy/day_free_hours_before': refusal(limits.cancelDayHoursBefore),
  'cancellation_policy/night_free_until_time': said('stay_time_invalid'),
  ...Object.fromEntries(seasonRefusals),
};

export const AuditEntry = named(
  'AuditEntry',
  Type.Object({
    id: Type.String({ format: 'uuid' }),
    bay_id: nullable(Type.String({ format: 'uuid' })),
    actor_user_id: Type.String(),
    actor_role: Type.String({ description: 'superuser, concessionaire, manager, employee or user' }),
    action: Type.String({ description: 'What was done, e.g. bay_setup.update, buoy.service, photo.delete' }),
    subject_kind: Type.String({ description: 'bay, buoy, photo, …' }),
    subject_id: Type.String(),
    before: nullable(
      Type.Object({}, { additionalProperties: true, description: 'The changed fields before' }),
    ),
    after: nullable(Type.Object({}, { additionalProperties: true, description: 'The changed fields after' })),
    at: Type.String({ format: 'date-time' }),
  }),
);

export const AuditLogPage = named(
  'AuditLogPage',
  Type.Object({
    entries: Type.Array(AuditEntry.ref, { description: 'Newest first' }),
    next_cursor: nullable(Type.String({ description: 'Asks for the next page; null on the last' })),
  }),
);

export const AuditLogQuery = Type.Object(
  {
    cursor: Type.Optional(QueryText({ maxLength: 500, description: 'next_cursor of the previous page' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '50 unless given' })),
  },
  { additionalProperties: false },
);
