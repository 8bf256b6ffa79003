import {
  hullKindValues,
  managementKindValues,
  type HullKind,
  type LayoutBuoy,
  type LayoutRow,
  type ManagementKind,
} from '../../../http/api-schema';

// Import and export of a bay's buoy layout (issue 27 item 3) as CSV or GeoJSON, for the layout
// editor's preview. Pure: text in, rows and per-row problems out, and back. The server checks
// the rows themselves (at sea, spacing, labels); this only reads what the file says.

/** What is wrong with one row of a file: its line (CSV) or feature (GeoJSON) number from 1. */
export interface RowProblem {
  row: number;
  field: 'label' | 'lat' | 'lon' | 'max_loa_cm' | 'management' | 'hull_kinds' | 'row';
  problem: 'missing' | 'not_a_number' | 'unknown_value' | 'not_a_point';
}

export interface ParsedLayout {
  /** The rows read, in file order; a row with a problem is left out. */
  rows: LayoutRow[];
  /** For each row read, its row number in the file, so the server's row_index names a line. */
  fileRows: number[];
  problems: RowProblem[];
  /** The file itself cannot be read: not CSV with the columns, or not a GeoJSON FeatureCollection. */
  unreadable: 'no_header' | 'missing_column' | 'not_geojson' | null;
}

/** What a row without its own max LOA or hull kinds takes (the bay's, as the editor knows them). */
export interface RowDefaults {
  max_loa_cm: number;
  hull_kinds: HullKind[];
}

const columns = ['label', 'lat', 'lon', 'max_loa_cm', 'management', 'hull_kinds', 'buoy_id'] as const;
const required = ['lat', 'lon', 'management'] as const;

/** Management as files write it: the API's words, and the spelled-out first come first served. */
function managementOf(value: string): ManagementKind | undefined {
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (word === 'first_come_first_served' || word === 'first_come') return 'fcfs';
  return managementKindValues.find((kind) => kind === word);
}

/** Hull kinds as `mono|multi` (or with spaces or semicolons); empty takes the default. */
function hullKindsOf(value: string): HullKind[] | undefined {
  const words = value
    .split(/[|;\s]+/)
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word !== '');
  const kinds = words.map((word) => hullKindValues.find((kind) => kind === word));
  return kinds.every((kind) => kind !== undefined) ? [...new Set(kinds)] : undefined;
}

type Cells = Partial<Record<(typeof columns)[number], string>>;

/** One row from its cells, or the problems that keep it out. */
function rowOf(cells: Cells, row: number, defaults: RowDefaults, decimalComma: boolean) {
  const problems: RowProblem[] = [];
  const number = (field: 'lat' | 'lon' | 'max_loa_cm', fallback?: number) => {
    const raw = (cells[field] ?? '').trim();
    if (raw === '' && fallback !== undefined) return fallback;
    if (raw === '') return void problems.push({ row, field, problem: 'missing' });
    const value = Number(decimalComma ? raw.replace(',', '.') : raw);
    if (!Number.isFinite(value)) return void problems.push({ row, field, problem: 'not_a_number' });
    return value;
  };
  const lat = number('lat');
  const lon = number('lon');
  const maxLoaCm = number('max_loa_cm', defaults.max_loa_cm);
  const management = managementOf(cells.management ?? '');
  if (management === undefined)
    problems.push({
      row,
      field: 'management',
      problem: cells.management?.trim() ? 'unknown_value' : 'missing',
    });
  const hullText = (cells.hull_kinds ?? '').trim();
  const hullKinds = hullText === '' ? defaults.hull_kinds : hullKindsOf(hullText);
  if (hullKinds === undefined) problems.push({ row, field: 'hull_kinds', problem: 'unknown_value' });
  if (problems.length > 0 || lat === undefined || lon === undefined || maxLoaCm === undefined)
    return { problems };
  if (management === undefined || hullKinds === undefined) return { problems };
  const layoutRow: LayoutRow = {
    lat,
    lon,
    max_loa_cm: maxLoaCm,
    hull_kinds: hullKinds,
    management_kind: management,
  };
  const label = (cells.label ?? '').trim();
  if (label !== '') layoutRow.label = label;
  const buoyId = (cells.buoy_id ?? '').trim();
  if (buoyId !== '') layoutRow.buoy_id = buoyId;
  return { row: layoutRow, problems };
}

/** Splits CSV text into records of fields: quotes, doubled quotes inside them, CRLF or LF. */
function csvRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== delimiter && char !== '\n' && char !== '\r')) {
      field += char;
    } else if (char === delimiter) {
      record.push(field);
      field = '';
    } else {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      records.push([...record, field]);
      record = [];
      field = '';
    }
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records.filter((fields) => fields.some((cell) => cell.trim() !== ''));
}

const emptyLayout = (unreadable: ParsedLayout['unreadable']): ParsedLayout => ({
  rows: [],
  fileRows: [],
  problems: [],
  unreadable,
});

/** Collects each row read, or its problems. */
function collect(parsed: { row?: LayoutRow; problems: RowProblem[] }[], numbers: number[]): ParsedLayout {
  const layout = emptyLayout(null);
  parsed.forEach((result, index) => {
    layout.problems.push(...result.problems);
    if (!result.row) return;
    layout.rows.push(result.row);
    layout.fileRows.push(numbers[index] ?? index + 1);
  });
  return layout;
}

/**
 * A CSV file with a header naming its columns (label, lat, lon, max_loa_cm, management, and
 * optionally hull_kinds and buoy_id), separated by commas, or by semicolons with decimal commas
 * as European spreadsheets write them. Row numbers are the file's lines, the header being 1.
 */
export function parseLayoutCsv(text: string, defaults: RowDefaults): ParsedLayout {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const [header, ...records] = csvRecords(text.replace(/^\uFEFF/, ''), delimiter);
  if (!header) return emptyLayout('no_header');
  const names = header.map((name) => name.trim().toLowerCase());
  if (!required.every((name) => names.includes(name))) return emptyLayout('missing_column');
  const parsed = records.map((fields, index) => {
    const cells: Cells = {};
    for (const column of columns) {
      const at = names.indexOf(column);
      if (at >= 0) cells[column] = fields[at];
    }
    return rowOf(cells, index + 2, defaults, delimiter === ';');
  });
  return collect(
    parsed,
    records.map((_, index) => index + 2),
  );
}

const property = (properties: unknown, name: string): string => {
  const value: unknown =
    typeof properties === 'object' && properties !== null ? Reflect.get(properties, name) : '';
  if (Array.isArray(value)) return value.join('|');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** A GeoJSON FeatureCollection of Points, each with its fields as properties; numbered from 1. */
export function parseLayoutGeoJson(text: string, defaults: RowDefaults): ParsedLayout {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return emptyLayout('not_geojson');
  }
  const features: unknown =
    typeof document === 'object' && document !== null ? Reflect.get(document, 'features') : null;
  if (!Array.isArray(features)) return emptyLayout('not_geojson');
  const parsed = features.map((feature: unknown, index) => {
    const row = index + 1;
    const geometry: unknown =
      typeof feature === 'object' && feature !== null ? Reflect.get(feature, 'geometry') : null;
    const point =
      typeof geometry === 'object' && geometry !== null ? Reflect.get(geometry, 'coordinates') : null;
    const isPoint =
      geometry !== null && Reflect.get(Object(geometry), 'type') === 'Point' && Array.isArray(point);
    if (!isPoint) return { problems: [{ row, field: 'row', problem: 'not_a_point' } as const] };
    const properties: unknown = Reflect.get(Object(feature), 'properties');
    const [lon, lat] = point as unknown[];
    const cells: Cells = { lat: String(lat ?? ''), lon: String(lon ?? '') };
    for (const name of ['label', 'max_loa_cm', 'management', 'hull_kinds', 'buoy_id'] as const)
      cells[name] = property(properties, name);
    return rowOf(cells, row, defaults, false);
  });
  return collect(
    parsed,
    parsed.map((_, index) => index + 1),
  );
}

/** Reads either format: by the file's name, or by its first character when the name says neither. */
export function parseLayoutFile(fileName: string, text: string, defaults: RowDefaults): ParsedLayout {
  const name = fileName.toLowerCase();
  const json =
    name.endsWith('.geojson') ||
    name.endsWith('.json') ||
    (!name.endsWith('.csv') && text.trimStart().startsWith('{'));
  return json ? parseLayoutGeoJson(text, defaults) : parseLayoutCsv(text, defaults);
}

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** What an export writes of a buoy: the editor's buoys, saved or not, have these too. */
export type ExportBuoy = Pick<
  LayoutBuoy,
  'label' | 'lat' | 'lon' | 'max_loa_cm' | 'management_kind' | 'hull_kinds' | 'buoy_id'
>;

/** The layout as CSV with a header, one buoy a line: what parseLayoutCsv reads back. */
export function writeLayoutCsv(buoys: readonly ExportBuoy[]): string {
  const lines = buoys.map((buoy) =>
    [
      buoy.label,
      String(buoy.lat),
      String(buoy.lon),
      String(buoy.max_loa_cm),
      buoy.management_kind,
      buoy.hull_kinds.join('|'),
      buoy.buoy_id ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return [columns.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The layout as a GeoJSON FeatureCollection of Points: what parseLayoutGeoJson reads back. */
export function writeLayoutGeoJson(buoys: readonly ExportBuoy[]): string {
  const features = buoys.map((buoy) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [buoy.lon, buoy.lat] },
    properties: {
      label: buoy.label,
      max_loa_cm: buoy.max_loa_cm,
      management: buoy.management_kind,
      hull_kinds: buoy.hull_kinds,
      buoy_id: buoy.buoy_id,
    },
  }));
  return `${JSON.stringify({ type: 'FeatureCollection', features }, null, 2)}\n`;
}
