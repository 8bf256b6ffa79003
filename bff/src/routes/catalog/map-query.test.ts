import { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { parseBoundingBox, stayQuery } from './map-query';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : 'unexpected';
  }
};

describe('map query', () => {
  it('when the bbox is four ordered numbers, then it is read; otherwise invalid_bbox', () => {
    expect(parseBoundingBox('13.5,42.4,17.9,45.9')).toEqual({
      minLon: 13.5,
      minLat: 42.4,
      maxLon: 17.9,
      maxLat: 45.9,
    });
    for (const bad of [
      undefined,
      '',
      '1,2,3',
      '1,2,3,4,5',
      'a,2,3,4',
      '17,42,13,45',
      '13,46,17,45',
      '13,42,181,45',
      '13,,17,45',
    ])
      expect(codeOf(() => parseBoundingBox(bad))).toBe('invalid_bbox');
  });

  it('when no dates are given, then none are sent: catalog decides what today is at each bay', () => {
    expect(stayQuery({})).toEqual({ stayKind: catalogV1.StayKind.STAY_KIND_NIGHT, fromDate: '', toDate: '' });
    expect(stayQuery({ stay: 'day' })).toEqual({
      stayKind: catalogV1.StayKind.STAY_KIND_DAY,
      fromDate: '',
      toDate: '',
    });
  });

  it('when dates are given, then they are passed on as typed, whatever the clock says', () => {
    expect(stayQuery({ from: '2020-01-01', to: '2020-01-03' })).toEqual({
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      fromDate: '2020-01-01',
      toDate: '2020-01-03',
    });
  });

  it.each([
    [{ from: '2026-7-14' }, 'invalid_date_format'],
    [{ from: '2026-02-30' }, 'invalid_date_format'],
    [{ from: '2026-07-15', to: '2026-07-15' }, 'invalid_date_range'],
    [{ from: '2026-07-15', to: '2026-08-15' }, 'invalid_date_range'],
    [{ to: '2026-07-16' }, 'dates_missing'],
    [{ from: '2026-07-15', to: '2026-07-18' }, 'ok'],
  ] as const)('when the stay is %p, then %s', (input, code) => {
    expect(codeOf(() => stayQuery(input))).toBe(code);
  });
});
