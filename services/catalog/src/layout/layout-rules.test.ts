import { describe, expect, it } from '@jest/globals';
import { offsetPoint } from '../seed/buoy-layout';
import { findCrowdedPoints } from './buoy-spacing';
import { planLayout } from './layout-plan';
import { assignLabels, refuseRowFields, type LayoutRowInput } from './layout-rules';

const pin = { lat: 45.0, lon: 14.4 };
const atSea = () => true;

function row(change: Partial<LayoutRowInput> = {}): LayoutRowInput {
  return {
    buoyId: '',
    label: '',
    ...pin,
    maxLoaCm: 1200,
    hullKinds: ['mono'],
    managementKind: 'digital',
    ...change,
  };
}

/** A row `northM` metres north and `eastM` metres east of the pin. */
const rowAt = (northM: number, eastM: number, change: Partial<LayoutRowInput> = {}) =>
  row({ ...offsetPoint(pin.lat, pin.lon, northM, eastM), ...change });

const codesOf = (rows: LayoutRowInput[], isAtSea: (point: { lat: number }) => boolean = atSea) =>
  planLayout({ rows, existing: [], pin, isAtSea }).refusals.map((r) => [r.rowIndex, r.code, r.otherRowIndex]);

describe('buoy spacing', () => {
  it('when two buoys are 14 m apart, then the later one is crowded; at 16 m neither is', () => {
    expect(codesOf([rowAt(0, 0), rowAt(14, 0)])).toEqual([[1, 'buoys_too_close', 0]]);
    expect(codesOf([rowAt(0, 0), rowAt(16, 0)])).toEqual([]);
  });

  it('when two buoys are close across a grid cell boundary, then they are still found', () => {
    const pairs = findCrowdedPoints([rowAt(14.9, 0), rowAt(15.1, 0), rowAt(100, 7.4), rowAt(100, 7.6)], 15);
    expect(pairs).toEqual([
      { index: 1, otherIndex: 0 },
      { index: 3, otherIndex: 2 },
    ]);
  });

  it('when 2,500 buoys lie 16 m apart in a grid, then none is crowded', () => {
    const grid = Array.from({ length: 2500 }, (_, i) => rowAt(Math.floor(i / 50) * 16, (i % 50) * 16));
    expect(findCrowdedPoints(grid, 15)).toEqual([]);
  });
});

describe('distance to the pin and land', () => {
  it('when a buoy lies 3,100 m from the pin, then it is refused; at 2,900 m it is not', () => {
    expect(codesOf([rowAt(3100, 0), rowAt(2900, 0)])).toEqual([[0, 'buoy_too_far_from_pin', undefined]]);
  });

  it('when the land check says a buoy is on land, then that row is refused as on land', () => {
    const onLandNorth = (point: { lat: number }) => point.lat < pin.lat + 0.001;
    expect(codesOf([rowAt(0, 0), rowAt(500, 0)], onLandNorth)).toEqual([[1, 'buoy_on_land', undefined]]);
  });
});

describe('labels', () => {
  it('when rows have no label, then they take the numbers after the highest number label', () => {
    expect(
      assignLabels([row({ label: '7' }), row(), row({ label: 'A1' }), row({ label: ' 3 ' }), row()]),
    ).toEqual(['7', '8', 'A1', '3', '9']);
  });

  it('when two rows have the same label, then the second is refused naming the first', () => {
    expect(codesOf([rowAt(0, 0, { label: '4' }), rowAt(50, 0, { label: '4' })])).toEqual([
      [1, 'buoy_label_taken', 0],
    ]);
  });

  it('when a label is too long or has odd characters, then it is refused', () => {
    expect(refuseRowFields(row({ label: 'ABCDEFGHIJKLM' }), 0).map((r) => r.code)).toEqual([
      'buoy_label_invalid',
    ]);
    expect(refuseRowFields(row({ label: '<b>' }), 0).map((r) => r.code)).toEqual(['buoy_label_invalid']);
    expect(refuseRowFields(row({ label: 'Č-12' }), 0)).toEqual([]);
  });
});

describe('row fields', () => {
  it.each([
    [{ maxLoaCm: 149 }, 'buoy_max_loa_out_of_range'],
    [{ maxLoaCm: 6001 }, 'buoy_max_loa_out_of_range'],
    [{ maxLoaCm: 1200.5 }, 'buoy_max_loa_out_of_range'],
    [{ hullKinds: [] }, 'buoy_hull_kinds_invalid'],
    [{ hullKinds: ['mono', 'mono'] }, 'buoy_hull_kinds_invalid'],
    [{ managementKind: undefined }, 'buoy_management_missing'],
    [{ lat: 91 }, 'buoy_position_invalid'],
    [{ lon: Number.NaN }, 'buoy_position_invalid'],
  ] as [Partial<LayoutRowInput>, string][])(
    'when a row has %j, then it is refused with %s',
    (change, code) => {
      expect(refuseRowFields(row(change), 0)).toEqual([{ rowIndex: 0, code }]);
    },
  );

  it('when max LOA is 1.5 m or 60 m, then it is accepted', () => {
    expect(refuseRowFields(row({ maxLoaCm: 150 }), 0)).toEqual([]);
    expect(refuseRowFields(row({ maxLoaCm: 6000 }), 0)).toEqual([]);
  });
});

describe('changes to existing buoys', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const existing = [
    {
      id: id(1),
      label: '1',
      max_loa_cm: 1200,
      management_kind: 'digital' as const,
      hull_kinds: ['mono' as const, 'multi' as const],
    },
    {
      id: id(2),
      label: '2',
      max_loa_cm: 1200,
      management_kind: 'digital' as const,
      hull_kinds: ['mono' as const, 'multi' as const],
    },
    {
      id: id(3),
      label: '3',
      max_loa_cm: 1200,
      management_kind: 'digital' as const,
      hull_kinds: ['mono' as const, 'multi' as const],
    },
  ];

  it('when a buoy is left out, made FCFS or shortened, then each is guarded for its bookings', () => {
    const plan = planLayout({
      rows: [
        rowAt(0, 0, { buoyId: id(2), label: '2', managementKind: 'fcfs' }),
        rowAt(50, 0, { buoyId: id(3).toUpperCase(), label: '3', maxLoaCm: 1000 }),
        rowAt(100, 0),
      ],
      existing,
      pin,
      isAtSea: atSea,
    });
    expect(plan.removedIds).toEqual([id(1)]);
    expect(plan.guarded).toEqual([
      { buoyId: id(1), rowIndex: -1, reason: 'buoy_removed' },
      { buoyId: id(2), rowIndex: 0, reason: 'buoy_not_digital' },
      { buoyId: id(3), rowIndex: 1, reason: 'buoy_max_loa_lowered' },
    ]);
    expect(plan.rows.map((r) => r.label)).toEqual(['2', '3', '4']);
  });

  it('when a kept buoy stops taking a hull kind, then it is guarded; the same kinds in another order are not', () => {
    const kept = (hullKinds: LayoutRowInput['hullKinds']) =>
      existing.map((buoy, i) => rowAt(i * 50, 0, { buoyId: buoy.id, label: buoy.label, hullKinds }));
    const narrowed = planLayout({ rows: kept(['multi']), existing, pin, isAtSea: atSea });
    expect(narrowed.guarded.map((guard) => guard.reason)).toEqual([
      'buoy_hull_kinds_narrowed',
      'buoy_hull_kinds_narrowed',
      'buoy_hull_kinds_narrowed',
    ]);
    expect(planLayout({ rows: kept(['multi', 'mono']), existing, pin, isAtSea: atSea }).guarded).toEqual([]);
  });

  it('when a row names another bay’s buoy or the same buoy twice, then it is refused', () => {
    const rows = [rowAt(0, 0, { buoyId: id(1), label: '1' }), rowAt(50, 0, { buoyId: id(1), label: '5' })];
    expect(codesOf([rowAt(0, 0, { buoyId: id(9), label: '1' })])).toEqual([
      [0, 'buoy_not_in_bay', undefined],
    ]);
    const plan = planLayout({ rows, existing, pin, isAtSea: atSea });
    expect(plan.refusals).toEqual([{ rowIndex: 1, code: 'buoy_repeated', otherRowIndex: 0 }]);
  });
});
