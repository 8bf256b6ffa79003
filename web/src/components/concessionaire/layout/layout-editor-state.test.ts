import { describe, expect, it } from '@jest/globals';
import type { LayoutBuoy } from '../../../http/api-schema';
import {
  emptyEditor,
  FIRST_BUOY,
  isDirty,
  layoutEditorReducer,
  nextLabel,
  repeatedLabels,
  rowsOf,
  type EditorAction,
  type EditorState,
} from './layout-editor-state';

const buoy = (id: string, label: string, change: Partial<LayoutBuoy> = {}): LayoutBuoy => ({
  buoy_id: id,
  label,
  lat: 42.69,
  lon: 17.93,
  max_loa_cm: 1500,
  hull_kinds: ['mono'],
  management_kind: 'traditional',
  qr_slug: `lopud-${label}`,
  service_state: 'in_service',
  ...change,
});

const run = (...actions: EditorAction[]): EditorState => actions.reduce(layoutEditorReducer, emptyEditor());

const loaded: EditorAction = { type: 'loaded', buoys: [buoy('a', '1'), buoy('b', '7'), buoy('c', 'N2')] };

describe('nextLabel', () => {
  it('when labels are numbers and words, then it is one after the highest number', () => {
    expect(nextLabel([{ label: '3' }, { label: '12' }, { label: 'N40' }, { label: ' 9 ' }])).toBe('13');
  });

  it('when no label is a number, then it is 1', () => {
    expect(nextLabel([{ label: 'A' }])).toBe('1');
    expect(nextLabel([])).toBe('1');
  });
});

describe('adding and moving', () => {
  it('when a buoy is added, then it takes the next number, copies the last buoy and is the selection', () => {
    const state = run(loaded, { type: 'add', lat: 42.7, lon: 17.94 });
    const added = state.buoys.at(-1);
    expect(added).toMatchObject({ buoy_id: null, label: '8', lat: 42.7, max_loa_cm: 1500 });
    expect(added?.management_kind).toBe('traditional');
    expect(state.selected).toEqual([added?.key]);
    expect(isDirty(state)).toBe(true);
  });

  it('when the bay has no buoy, then the first one is a digital 12 m buoy numbered 1', () => {
    const state = run({ type: 'loaded', buoys: [] }, { type: 'add', lat: 1, lon: 2 });
    expect(state.buoys[0]).toMatchObject({ label: '1', ...FIRST_BUOY });
  });

  it('when two buoys are added, then their keys and labels differ', () => {
    const state = run(loaded, { type: 'add', lat: 1, lon: 2 }, { type: 'add', lat: 1, lon: 3 });
    expect(state.buoys.slice(-2).map((one) => [one.key, one.label])).toEqual([
      ['new-1', '8'],
      ['new-2', '9'],
    ]);
  });

  it('when a buoy is dragged, then only it moves, and discarding brings it back', () => {
    const moved = run(loaded, { type: 'move', key: 'b', lat: 42.8, lon: 17.8 });
    expect(moved.buoys[1]).toMatchObject({ lat: 42.8, lon: 17.8 });
    expect(moved.buoys[0]).toMatchObject({ lat: 42.69 });
    const discarded = layoutEditorReducer(moved, { type: 'discard' });
    expect(discarded.buoys[1]).toMatchObject({ lat: 42.69 });
    expect(isDirty(discarded)).toBe(false);
  });
});

describe('selection', () => {
  it('when a buoy is chosen without shift, then it alone is selected; with shift, it toggles', () => {
    const one = run(
      loaded,
      { type: 'select', key: 'a', additive: false },
      { type: 'select', key: 'b', additive: false },
    );
    expect(one.selected).toEqual(['b']);
    const two = layoutEditorReducer(one, { type: 'select', key: 'c', additive: true });
    expect(two.selected).toEqual(['b', 'c']);
    expect(layoutEditorReducer(two, { type: 'select', key: 'b', additive: true }).selected).toEqual(['c']);
  });

  it('when max LOA and management are set, then every selected buoy and no other takes them', () => {
    const state = run(
      loaded,
      { type: 'selectAll' },
      { type: 'select', key: 'a', additive: true },
      { type: 'edit', change: { max_loa_cm: 2000, management_kind: 'digital' } },
    );
    expect(state.buoys.map((one) => [one.max_loa_cm, one.management_kind])).toEqual([
      [1500, 'traditional'],
      [2000, 'digital'],
      [2000, 'digital'],
    ]);
  });

  it('when the selection is removed, then those buoys leave the layout and nothing stays selected', () => {
    const state = run(loaded, { type: 'select', key: 'b', additive: false }, { type: 'removeSelected' });
    expect(state.buoys.map((one) => one.key)).toEqual(['a', 'c']);
    expect(state.selected).toEqual([]);
    expect(rowsOf(state.buoys).map((row) => row.buoy_id)).toEqual(['a', 'c']);
  });

  it('when two buoys share a label, then the label is reported as repeated', () => {
    const state = run(loaded, { type: 'relabel', key: 'c', label: '7 ' });
    expect([...repeatedLabels(state.buoys)]).toEqual(['7']);
  });
});

describe("the server's refusal", () => {
  const refused: EditorAction = {
    type: 'refused',
    rows: [
      { row_index: 3, code: 'buoy_on_land', message: 'The buoy is on land', other_row_index: null },
      { row_index: 1, code: 'buoys_too_close', message: 'Too close', other_row_index: 0 },
      { row_index: 9, code: 'buoy_on_land', message: 'Not sent', other_row_index: null },
    ],
    bookings: [],
  };

  it('when rows are refused, then each refusal lands on the buoy of its row, naming the other buoy', () => {
    const state = run(loaded, { type: 'add', lat: 1, lon: 2 }, refused);
    expect(state.refusals).toEqual({
      'new-1': [{ code: 'buoy_on_land', message: 'The buoy is on land', otherLabel: null }],
      b: [{ code: 'buoys_too_close', message: 'Too close', otherLabel: '1' }],
    });
  });

  it('when a refused buoy is moved, then its refusal goes and the others stay', () => {
    const state = run(loaded, { type: 'add', lat: 1, lon: 2 }, refused, {
      type: 'move',
      key: 'new-1',
      lat: 3,
      lon: 4,
    });
    expect(Object.keys(state.refusals)).toEqual(['b']);
  });

  it('when the saved layout comes back, then refusals and bookings are cleared', () => {
    const state = run(loaded, refused, loaded);
    expect(state.refusals).toEqual({});
    expect(isDirty(state)).toBe(false);
  });
});

describe('import', () => {
  it('when rows replace the layout, then rows without a label are numbered after the file’s labels', () => {
    const state = run(loaded, {
      type: 'replace',
      rows: [
        {
          buoy_id: 'a',
          label: '4',
          lat: 1,
          lon: 2,
          max_loa_cm: 900,
          hull_kinds: ['mono'],
          management_kind: 'fcfs',
        },
        { lat: 1, lon: 3, max_loa_cm: 900, hull_kinds: ['multi'], management_kind: 'digital' },
        { label: '', lat: 1, lon: 4, max_loa_cm: 900, hull_kinds: ['multi'], management_kind: 'digital' },
      ],
    });
    expect(state.buoys.map((one) => [one.key, one.label])).toEqual([
      ['a', '4'],
      ['new-2', '5'],
      ['new-3', '6'],
    ]);
    expect(isDirty(state)).toBe(true);
  });
});
