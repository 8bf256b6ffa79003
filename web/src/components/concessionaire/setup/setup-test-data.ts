import type { BaySetup } from '../../../http/api-schema';

/** A bay's setup as the server answers it, for the setup form's tests. */
export function sampleSetup(): BaySetup {
  return {
    bay_id: '0f0e2c8e-5d0b-4c8e-9a7e-0d3c1b2a4f61',
    country: 'HR',
    currency: 'EUR',
    time_zone: 'Europe/Zagreb',
    default_vat_rate_basis_points: 1300,
    pin: { lat: 43.0, lon: 16.2 },
    night_stay: { offered: true, check_in: '14:00', check_out: '12:00', price_cents: 4_500 },
    day_stay: {
      offered: false,
      check_in: '',
      check_out: '',
      price_per_hour_cents: 0,
      price_full_day_cents: 0,
    },
    vat_rate_basis_points: 1300,
    mooring_assistance: { offered: true, price_cents: 1_000 },
    trash_collection: { offered: true, price_cents: 500, time: '09:00' },
    max_loa_cm: 2_000,
    hull_kinds: ['mono', 'multi'],
    cancellation_policy: {
      night_free_days_before: 1,
      night_free_until_time: '14:00',
      night_late_refund_percent: 0,
      day_free_hours_before: 1,
    },
    keep_next_night: true,
    seasons: [
      {
        id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
        first_date: '2027-07-01',
        last_date: '2027-08-31',
        closed: false,
        night_price_cents: 6_000,
        day_price_per_hour_cents: null,
        day_price_full_day_cents: null,
      },
    ],
  };
}
