import type {
  HullKind,
  LayoutBookingInTheWay,
  LayoutBuoy,
  LayoutRow,
  ManagementKind,
  RefusedLayoutRow,
} from '../../../http/api-schema';

// The layout editor's state (issue 27 item 3) as a pure reducer: the buoys as the operator is
// drawing them, which are selected, and what the server last refused. The whole layout is sent
// at once, one row per buoy in this order, so a refusal's row_index names a buoy here.

/** A buoy as edited: `key` stays the same while its label, place and kind change. */
export type EditorBuoy = {
  key: string;
  buoy_id: string | null;
  label: string;
  lat: number;
  lon: number;
  max_loa_cm: number;
  hull_kinds: HullKind[];
  management_kind: ManagementKind;
};

export type BuoyRefusal = { code: string; message: string; otherLabel: string | null };

export type EditorState = {
  /** The layout as the server last answered it: what Discard goes back to. */
  saved: EditorBuoy[];
  buoys: EditorBuoy[];
  selected: string[];
  refusals: Record<string, BuoyRefusal[]>;
  bookings: LayoutBookingInTheWay[];
  /** Numbers the keys of buoys added here, which have no id until saved. */
  added: number;
};

export type SelectionEdit = Partial<Pick<EditorBuoy, 'max_loa_cm' | 'hull_kinds' | 'management_kind'>>;

export type EditorAction =
  | { type: 'loaded'; buoys: LayoutBuoy[] }
  | { type: 'add'; lat: number; lon: number }
  | { type: 'move'; key: string; lat: number; lon: number }
  | { type: 'select'; key: string; additive: boolean }
  | { type: 'selectAll' }
  | { type: 'selectNone' }
  | { type: 'edit'; change: SelectionEdit }
  | { type: 'relabel'; key: string; label: string }
  | { type: 'removeSelected' }
  | { type: 'replace'; rows: LayoutRow[] }
  | { type: 'discard' }
  | { type: 'refused'; rows: RefusedLayoutRow[]; bookings: LayoutBookingInTheWay[] };

/** What a new buoy takes when the bay has none to copy: a 12 m boat of either hull. */
export const FIRST_BUOY: Pick<EditorBuoy, 'max_loa_cm' | 'hull_kinds' | 'management_kind'> = {
  max_loa_cm: 1200,
  hull_kinds: ['mono', 'multi'],
  management_kind: 'digital',
};

export function emptyEditor(): EditorState {
  return { saved: [], buoys: [], selected: [], refusals: {}, bookings: [], added: 0 };
}

const fromLayout = (buoy: LayoutBuoy, index: number): EditorBuoy => ({
  key: buoy.buoy_id ?? `loaded-${index}`,
  buoy_id: buoy.buoy_id,
  label: buoy.label,
  lat: buoy.lat,
  lon: buoy.lon,
  max_loa_cm: buoy.max_loa_cm,
  hull_kinds: [...buoy.hull_kinds],
  management_kind: buoy.management_kind,
});

/** The next number after the highest number label, as the server numbers a row without one. */
export function nextLabel(buoys: readonly Pick<EditorBuoy, 'label'>[]): string {
  const numbers = buoys.map((buoy) => buoy.label.trim()).filter((label) => /^\d+$/.test(label));
  return String(Math.max(0, ...numbers.map(Number)) + 1);
}

/** A new buoy is like the last one placed (most bays repeat one kind), else FIRST_BUOY. */
export function templateBuoy(buoys: readonly EditorBuoy[]) {
  const last = buoys.at(-1);
  if (last === undefined) return FIRST_BUOY;
  return {
    max_loa_cm: last.max_loa_cm,
    hull_kinds: [...last.hull_kinds],
    management_kind: last.management_kind,
  };
}

/** The rows to send: every buoy in the editor's order, so row_index is the buoy's place here. */
export function rowsOf(buoys: readonly EditorBuoy[]): LayoutRow[] {
  return buoys.map((buoy) => ({
    ...(buoy.buoy_id === null ? {} : { buoy_id: buoy.buoy_id }),
    label: buoy.label,
    lat: buoy.lat,
    lon: buoy.lon,
    max_loa_cm: buoy.max_loa_cm,
    hull_kinds: buoy.hull_kinds,
    management_kind: buoy.management_kind,
  }));
}

export function isDirty(state: EditorState): boolean {
  return JSON.stringify(rowsOf(state.buoys)) !== JSON.stringify(rowsOf(state.saved));
}

/** Labels given to more than one buoy (compared as the server does, without outer spaces). */
export function repeatedLabels(buoys: readonly EditorBuoy[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const buoy of buoys) {
    const label = buoy.label.trim();
    if (seen.has(label)) repeated.add(label);
    seen.add(label);
  }
  return repeated;
}

/** Per buoy key, the server's refusals of its row; a booking's reason names its buoy too. */
export function refusalsByKey(buoys: readonly EditorBuoy[], rows: readonly RefusedLayoutRow[]) {
  const refusals: Record<string, BuoyRefusal[]> = {};
  for (const row of rows) {
    const buoy = buoys[row.row_index];
    if (buoy === undefined) continue;
    const other = row.other_row_index === null ? undefined : buoys[row.other_row_index];
    const refusal = { code: row.code, message: row.message, otherLabel: other?.label ?? null };
    refusals[buoy.key] = [...(refusals[buoy.key] ?? []), refusal];
  }
  return refusals;
}

/** A buoy changed: what the server said of it no longer holds. */
function withoutRefusals(refusals: EditorState['refusals'], keys: readonly string[]) {
  return Object.fromEntries(Object.entries(refusals).filter(([key]) => !keys.includes(key)));
}

function editBuoys(state: EditorState, keys: readonly string[], edit: (buoy: EditorBuoy) => EditorBuoy) {
  return {
    ...state,
    buoys: state.buoys.map((buoy) => (keys.includes(buoy.key) ? edit(buoy) : buoy)),
    refusals: withoutRefusals(state.refusals, keys),
  };
}

function select(state: EditorState, key: string, additive: boolean): EditorState {
  if (!additive) return { ...state, selected: [key] };
  const selected = state.selected.includes(key)
    ? state.selected.filter((one) => one !== key)
    : [...state.selected, key];
  return { ...state, selected };
}

function add(state: EditorState, lat: number, lon: number): EditorState {
  const key = `new-${state.added + 1}`;
  const buoy: EditorBuoy = {
    key,
    buoy_id: null,
    label: nextLabel(state.buoys),
    lat,
    lon,
    ...templateBuoy(state.buoys),
  };
  return { ...state, buoys: [...state.buoys, buoy], selected: [key], added: state.added + 1 };
}

/** Imported rows become the layout (unsaved); a row without a label is numbered here. */
function replace(state: EditorState, rows: readonly LayoutRow[]): EditorState {
  const named = rows.map((row) => ({ label: row.label ?? '' }));
  const buoys: EditorBuoy[] = [];
  let added = state.added;
  for (const row of rows) {
    added += 1;
    const label = row.label?.trim() ? row.label : nextLabel([...named, ...buoys]);
    buoys.push({
      key: row.buoy_id ?? `new-${added}`,
      buoy_id: row.buoy_id ?? null,
      label,
      lat: row.lat,
      lon: row.lon,
      max_loa_cm: row.max_loa_cm,
      hull_kinds: [...row.hull_kinds],
      management_kind: row.management_kind,
    });
  }
  return { ...state, buoys, selected: [], refusals: {}, bookings: [], added };
}

export function layoutEditorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loaded': {
      const saved = action.buoys.map(fromLayout);
      const keys = new Set(saved.map((buoy) => buoy.key));
      return {
        ...state,
        saved,
        buoys: saved,
        selected: state.selected.filter((key) => keys.has(key)),
        refusals: {},
        bookings: [],
      };
    }
    case 'add':
      return add(state, action.lat, action.lon);
    case 'move':
      return editBuoys(state, [action.key], (buoy) => ({ ...buoy, lat: action.lat, lon: action.lon }));
    case 'select':
      return select(state, action.key, action.additive);
    case 'selectAll':
      return { ...state, selected: state.buoys.map((buoy) => buoy.key) };
    case 'selectNone':
      return { ...state, selected: [] };
    case 'edit':
      return editBuoys(state, state.selected, (buoy) => ({ ...buoy, ...action.change }));
    case 'relabel':
      return editBuoys(state, [action.key], (buoy) => ({ ...buoy, label: action.label }));
    case 'removeSelected':
      return {
        ...state,
        buoys: state.buoys.filter((buoy) => !state.selected.includes(buoy.key)),
        refusals: withoutRefusals(state.refusals, state.selected),
        selected: [],
      };
    case 'replace':
      return replace(state, action.rows);
    case 'discard':
      return { ...state, buoys: state.saved, selected: [], refusals: {}, bookings: [] };
    case 'refused':
      return { ...state, refusals: refusalsByKey(state.buoys, action.rows), bookings: action.bookings };
  }
}
