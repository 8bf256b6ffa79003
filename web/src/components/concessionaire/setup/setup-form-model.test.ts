import { describe, expect, it } from '@jest/globals';
import { changedSections } from './setup-changes';
import { checkSetupForm, setupFormOf } from './setup-form-model';
import { refusalTargets } from './refusal-targets';
import { sampleSetup } from './setup-test-data';

describe('checkSetupForm', () => {
  it('when the saved setup is sent back unchanged, then the body says what the server said', () => {
    const saved = sampleSetup();
    const { change, problems } = checkSetupForm(setupFormOf(saved, 'hr'), saved);
    expect(problems).toEqual({ fields: {}, seasons: {} });
    const {
      bay_id: _b,
      country: _c,
      currency: _u,
      time_zone: _t,
      default_vat_rate_basis_points: _d,
      ...body
    } = {
      ...saved,
      seasons: saved.seasons.map(({ id: _id, ...season }) => season),
    };
    expect(change).toEqual(body);
  });

  it('when prices, VAT and length are typed, then they go as cents, basis points and centimetres', () => {
    const saved = sampleSetup();
    const form = { ...setupFormOf(saved, 'en'), nightPrice: '52.5', vatPercent: '9,5', maxLoa: '18,5' };
    const { change } = checkSetupForm(form, saved);
    expect(change?.night_stay.price_cents).toBe(5_250);
    expect(change?.vat_rate_basis_points).toBe(950);
    expect(change?.max_loa_cm).toBe(1_850);
  });

  it('when the cancellation policy is typed, then it goes as whole numbers; a share that is none is named by its range', () => {
    const saved = sampleSetup();
    const form = { ...setupFormOf(saved, 'en'), cancelDaysBefore: '2', cancelLatePercent: ' 30 ' };
    expect(checkSetupForm(form, saved).change?.cancellation_policy).toEqual({
      night_free_days_before: 2,
      night_free_until_time: '14:00',
      night_late_refund_percent: 30,
      day_free_hours_before: 1,
    });
    const wrong = checkSetupForm({ ...form, cancelLatePercent: '12.5', seasons: [] }, saved);
    expect(wrong).toEqual({
      change: null,
      problems: { fields: { cancelShare: { code: 'refund_share_out_of_range' } }, seasons: {} },
    });
  });

  it('when an offered price is not an amount, then that field is named and nothing is sent', () => {
    const saved = sampleSetup();
    const form = { ...setupFormOf(saved, 'en'), nightPrice: 'forty', seasons: [] };
    expect(checkSetupForm(form, saved)).toEqual({
      change: null,
      problems: { fields: { nightPrice: { key: 'amountInvalid' } }, seasons: {} },
    });
  });

  it('when a stay is not offered, then its blank price is not asked for and the saved one goes', () => {
    const saved = sampleSetup();
    const form = { ...setupFormOf(saved, 'en'), dayPerHour: '', dayFullDay: '' };
    expect(checkSetupForm(form, saved).change?.day_stay.price_per_hour_cents).toBe(0);
  });
});

describe('refusalTargets', () => {
  const saved = sampleSetup();
  const savedForm = setupFormOf(saved, 'en');
  const seasonKey = saved.seasons[0]?.id ?? '';

  it('when a night price is refused and only a season price changed, then the season shows it', () => {
    const form = {
      ...savedForm,
      seasons: savedForm.seasons.map((season) => ({ ...season, night: '99999,00' })),
    };
    expect(refusalTargets('night_price_out_of_range', form, savedForm)).toEqual([
      { season: seasonKey, field: 'night' },
    ]);
  });

  it('when a night price is refused and the base price changed, then the base field shows it', () => {
    const form = { ...savedForm, nightPrice: '-5' };
    expect(refusalTargets('night_price_out_of_range', form, savedForm)).toEqual([{ field: 'nightPrice' }]);
  });

  it('when an extra price is refused, then only offered extras that changed are named', () => {
    const form = { ...savedForm, trashPrice: '900' };
    expect(refusalTargets('extra_price_out_of_range', form, savedForm)).toEqual([{ field: 'trashPrice' }]);
    const offOnly = { ...form, trashOffered: false };
    expect(refusalTargets('extra_price_out_of_range', offOnly, savedForm)).toEqual([
      { field: 'assistancePrice' },
    ]);
  });

  it('when nothing it could be about changed, then every field it could be about is named', () => {
    expect(refusalTargets('stay_time_invalid', savedForm, savedForm)).toEqual([
      { field: 'nightTimes' },
      { field: 'trashTime' },
      { field: 'cancelTime' },
    ]);
  });

  it('when seasons overlap, then the seasons as a whole are named', () => {
    expect(refusalTargets('seasons_overlap', savedForm, savedForm)).toEqual([{ field: 'seasons' }]);
  });

  it('when the code is about no field, then none is named', () => {
    expect(refusalTargets('internal', savedForm, savedForm)).toEqual([]);
  });
});

describe('changedSections', () => {
  it('when nothing but the seasons’ ids differ, then nothing changed', () => {
    const before = sampleSetup();
    const after = { ...before, seasons: before.seasons.map((season) => ({ ...season, id: 'new-id' })) };
    expect(changedSections(before, after)).toEqual([]);
  });

  it('when the night price and a season changed, then those two sections are said, in form order', () => {
    const before = sampleSetup();
    const [season] = before.seasons;
    if (season === undefined) throw new Error('no season');
    const after = {
      ...before,
      night_stay: { ...before.night_stay, price_cents: 5_000 },
      seasons: [...before.seasons, { ...season, id: 'x', first_date: '2027-09-01', last_date: '2027-09-30' }],
    };
    expect(changedSections(before, after)).toEqual(['night', 'seasons']);
  });

  it('when the pin moved into another time zone, then the pin section changed', () => {
    const before = sampleSetup();
    expect(changedSections(before, { ...before, time_zone: 'Europe/Rome' })).toEqual(['pin']);
  });
});
