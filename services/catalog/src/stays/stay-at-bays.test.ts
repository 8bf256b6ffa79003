import { describe, expect, it } from '@jest/globals';
import { stayPeriodsAtBays, type BayStayRow } from './stay-at-bays';

const bay = (id: string, changes: Partial<BayStayRow> = {}): BayStayRow => ({
  id,
  time_zone: 'Europe/Zagreb',
  day_stay_available: false,
  day_check_in: null,
  day_check_out: null,
  night_stay_available: true,
  night_check_in: '14:00',
  night_check_out: '12:00',
  closed_seasons: [],
  ...changes,
});

const morning = new Date('2026-07-10T06:00:00Z');
const tonight = { kind: 'night' as const, from: '2026-07-10', to: '2026-07-11' };
const isoPeriod = (period: { start: Date; end: Date } | undefined) =>
  period && [period.start.toISOString(), period.end.toISOString()];

describe('the stay at each bay of a map answer', () => {
  it('when bays share a zone and hours, then each gets the same night; another zone or other hours get their own', () => {
    const periods = stayPeriodsAtBays(
      [
        bay('telascica'),
        bay('polace'),
        bay('lisbon', { time_zone: 'Europe/Lisbon' }),
        bay('late', { night_check_in: '16:00' }),
        bay('days-only', { night_stay_available: false }),
      ],
      tonight,
      morning,
    );
    expect(isoPeriod(periods.get('telascica'))).toEqual([
      '2026-07-10T12:00:00.000Z',
      '2026-07-11T10:00:00.000Z',
    ]);
    expect(isoPeriod(periods.get('polace'))).toEqual(isoPeriod(periods.get('telascica')));
    expect(isoPeriod(periods.get('lisbon'))).toEqual([
      '2026-07-10T13:00:00.000Z',
      '2026-07-11T11:00:00.000Z',
    ]);
    expect(isoPeriod(periods.get('late'))).toEqual(['2026-07-10T14:00:00.000Z', '2026-07-11T10:00:00.000Z']);
    expect(periods.has('days-only')).toBe(false);
  });

  it('when a bay with the same hours is closed for the season that night, then it alone offers nothing', () => {
    const periods = stayPeriodsAtBays(
      [bay('open'), bay('closed', { closed_seasons: [['2026-07-01', '2026-07-31']] })],
      tonight,
      morning,
    );
    expect([...periods.keys()]).toEqual(['open']);
  });
});
