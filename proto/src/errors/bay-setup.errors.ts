import { Status, badInput, type CataloguePart } from './catalogue-entry';

/**
 * Issue 27 item 2: a bay's setup by its manager, one code per rule, each message stating the
 * range; and the refusal of a stay on dates its bay is closed for the season.
 */
export const baySetupErrors = {
  night_price_out_of_range: badInput('A night costs from €1 to €5,000'),
  day_hour_price_out_of_range: badInput('An hour of a day stay costs from €0 to €1,000'),
  day_full_price_out_of_range: badInput('A full day costs from €0 to €5,000'),
  extra_price_out_of_range: badInput('An extra costs from €0 to €500'),
  vat_rate_out_of_range: badInput('The VAT rate is from 0 % to 30 %'),
  max_loa_out_of_range: badInput('The longest boat is from 1.5 to 60 m'),
  hull_kinds_missing: badInput('Choose at least one hull kind'),
  stay_time_invalid: badInput('Times are HH:MM, and a day stay ends after it starts'),
  pin_outside_time_zones: badInput('Place the pin at the bay: it is outside every country’s time zone'),
  pin_too_far_from_buoys: badInput('Keep the pin within 3 km of every buoy of the bay'),
  season_dates_invalid: badInput('A season runs from its first date to its last, for at most a year'),
  seasons_overlap: badInput('Seasons cannot overlap: each date belongs to one season at most'),
  too_many_seasons: badInput('A bay can have at most 24 seasons'),
  cancel_days_out_of_range: badInput('Free cancellation of a night ends 0 to 14 days before arrival'),
  refund_share_out_of_range: badInput('The share refunded after the deadline is from 0 % to 100 %'),
  cancel_hours_out_of_range: badInput('Free cancellation of a day stay ends 0 to 48 hours before it starts'),
  bay_closed_for_season: {
    message: 'The bay is closed for the season on these dates',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
