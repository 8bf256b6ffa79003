import { describe, expect, it } from '@jest/globals';
import type { LayoutBuoy } from '../../../http/api-schema';
import {
  parseLayoutCsv,
  parseLayoutFile,
  parseLayoutGeoJson,
  writeLayoutCsv,
  writeLayoutGeoJson,
  type RowDefaults,
} from './layout-file';

const defaults: RowDefaults = { max_loa_cm: 1500, hull_kinds: ['mono', 'multi'] };

const buoys: LayoutBuoy[] = [
  {
    buoy_id: '2f6b3a52-5b1e-4c0e-9d7e-0c1f2a3b4c5d',
    label: '1',
    lat: 44.86512,
    lon: 13.84421,
    max_loa_cm: 1200,
    hull_kinds: ['mono'],
    management_kind: 'digital',
    qr_slug: 'bay-1',
    service_state: 'in_service',
  },
  {
    buoy_id: null,
    label: 'B, "north"',
    lat: 44.8653,
    lon: 13.8444,
    max_loa_cm: 2000,
    hull_kinds: ['mono', 'multi'],
    management_kind: 'fcfs',
    qr_slug: null,
    service_state: 'in_service',
  },
];

const asRows = [
  {
    buoy_id: '2f6b3a52-5b1e-4c0e-9d7e-0c1f2a3b4c5d',
    label: '1',
    lat: 44.86512,
    lon: 13.84421,
    max_loa_cm: 1200,
    hull_kinds: ['mono'],
    management_kind: 'digital',
  },
  {
    label: 'B, "north"',
    lat: 44.8653,
    lon: 13.8444,
    max_loa_cm: 2000,
    hull_kinds: ['mono', 'multi'],
    management_kind: 'fcfs',
  },
];

describe('layout files', () => {
  it('when a layout is written as CSV and read back, then the rows are the buoys, quotes and commas kept', () => {
    const parsed = parseLayoutCsv(writeLayoutCsv(buoys), defaults);
    expect(parsed).toEqual({ rows: asRows, fileRows: [2, 3], problems: [], unreadable: null });
  });

  it('when a layout is written as GeoJSON and read back, then the rows are the buoys', () => {
    const written = writeLayoutGeoJson(buoys);
    expect(JSON.parse(written).features[0].geometry).toEqual({
      type: 'Point',
      coordinates: [13.84421, 44.86512],
    });
    expect(parseLayoutGeoJson(written, defaults)).toEqual({
      rows: asRows,
      fileRows: [1, 2],
      problems: [],
      unreadable: null,
    });
  });

  it('when a spreadsheet writes semicolons and decimal commas, and leaves out LOA and hull kinds, then the defaults fill them', () => {
    const csv =
      '\uFEFFlabel;lat;lon;management\r\n7;44,865;13,844;First come first served\r\n;44,866;13,845;traditional\r\n';
    expect(parseLayoutCsv(csv, defaults).rows).toEqual([
      {
        label: '7',
        lat: 44.865,
        lon: 13.844,
        max_loa_cm: 1500,
        hull_kinds: ['mono', 'multi'],
        management_kind: 'fcfs',
      },
      {
        lat: 44.866,
        lon: 13.845,
        max_loa_cm: 1500,
        hull_kinds: ['mono', 'multi'],
        management_kind: 'traditional',
      },
    ]);
  });

  it('when rows are malformed, then each problem names its line and field and the good rows are kept', () => {
    const csv = [
      'label,lat,lon,max_loa_cm,management,hull_kinds',
      '1,44.86,13.84,1200,digital,mono',
      '2,north,13.84,1200,digital,mono',
      '3,44.87,,1200,private,mono',
      '4,44.88,13.85,1200,digital,raft',
    ].join('\n');
    const parsed = parseLayoutCsv(csv, defaults);
    expect(parsed.rows.map((row) => row.label)).toEqual(['1']);
    expect(parsed.fileRows).toEqual([2]);
    expect(parsed.problems).toEqual([
      { row: 3, field: 'lat', problem: 'not_a_number' },
      { row: 4, field: 'lon', problem: 'missing' },
      { row: 4, field: 'management', problem: 'unknown_value' },
      { row: 5, field: 'hull_kinds', problem: 'unknown_value' },
    ]);
  });

  it('when a CSV lacks a needed column or a GeoJSON is no feature collection, then the file is unreadable', () => {
    expect(parseLayoutCsv('label,lat,lon\n1,44,13\n', defaults).unreadable).toBe('missing_column');
    expect(parseLayoutCsv('', defaults).unreadable).toBe('no_header');
    expect(parseLayoutGeoJson('{"type":"Point"}', defaults).unreadable).toBe('not_geojson');
    expect(parseLayoutGeoJson('not json', defaults).unreadable).toBe('not_geojson');
  });

  it('when a GeoJSON feature is not a point, then it is named as such', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'LineString', coordinates: [[13, 44]] }, properties: {} },
      ],
    });
    expect(parseLayoutGeoJson(text, defaults).problems).toEqual([
      { row: 1, field: 'row', problem: 'not_a_point' },
    ]);
  });

  it('when a file is read, then its name or its first character says which format it is', () => {
    const geo = writeLayoutGeoJson(buoys);
    expect(parseLayoutFile('field.geojson', geo, defaults).rows).toHaveLength(2);
    expect(parseLayoutFile('export', geo, defaults).rows).toHaveLength(2);
    expect(parseLayoutFile('field.csv', writeLayoutCsv(buoys), defaults).rows).toHaveLength(2);
  });
});
