import { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { localDate, parseBoundingBox, parseStay } from './map-query';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return error instanceof AppError ? error.code : 'unexpected';
  }
};
// 23:30 in Split is already the next day there.
const lateEvening = new Date('2026-07-14T21:30:00Z');

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

  it('when no dates are given, then tonight in the Adriatic time zone is asked', () => {
    expect(localDate(lateEvening)).toBe('2026-07-14');
    expect(localDate(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(parseStay({}, lateEvening)).toEqual({
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      fromDate: '2026-07-14',
      toDate: '2026-07-15',
    });
    expect(parseStay({ stay: 'day' }, lateEvening)).toMatchObject({
      fromDate: '2026-07-14',
      toDate: '2026-07-14',
    });
  });

  it.each([
    [{ from: '2026-7-14' }, 'invalid_date_format'],
    [{ from: '2026-02-30' }, 'invalid_date_format'],
    [{ from: '2026-07-13' }, 'invalid_date_range'],
    [{ from: '2026-07-15', to: '2026-07-15' }, 'invalid_date_range'],
    [{ from: '2026-07-15', to: '2026-08-15' }, 'invalid_date_range'],
    [{ to: '2026-07-16' }, 'dates_missing'],
    [{ from: '2026-07-15', to: '2026-07-18' }, 'ok'],
  ] as const)('when the stay is %p, then %s', (input, code) => {
    expect(codeOf(() => parseStay(input, lateEvening))).toBe(code);
  });
});
