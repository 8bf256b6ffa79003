import { buoyKey } from './live-status';
import type { MapBuoy } from './map-buoys';
import {
  buoyStatusValues,
  managementKindValues,
  serviceStateValues,
  type CompactBuoys,
} from '../http/api-schema';

// GET /v1/map/buoys answers a viewport of up to 10,000 buoys in columns (issue 5 item 7):
// positions in micro-degrees, delta-coded (the first absolute, each next the difference to the
// one before), and one character per buoy for management, service state and status; booked-until
// times in unix seconds, 0 when not booked.

// Each enum's character, by its generated values: a value the BFF adds fails to compile here.
const MANAGEMENT = decodingTable(managementKindValues, { digital: 'd', fcfs: 'f', traditional: 't' });
const SERVICE = decodingTable(serviceStateValues, { in_service: 'i', restricted: 'r', out_of_service: 'o' });
const STATUS = decodingTable(buoyStatusValues, {
  available: 'a',
  held: 'h',
  booked: 'b',
  out_of_service: 'o',
  fcfs: 'f',
  traditional: 't',
  stay_not_offered: 'n',
});

function decodingTable<Name extends string>(
  names: readonly Name[],
  codes: Record<Name, string>,
): Map<string, Name> {
  return new Map(names.map((name) => [codes[name], name]));
}

export class CompactBuoysError extends Error {
  constructor(detail: string) {
    super(`malformed compact buoys: ${detail}`);
    this.name = 'CompactBuoysError';
  }
}

function lookUp<T>(table: Map<string, T>, column: string, text: string, index: number): T {
  const value = table.get(text.charAt(index));
  if (value === undefined) throw new CompactBuoysError(`${column} "${text.charAt(index)}" at ${index}`);
  return value;
}

/** Undoes the delta coding: running sums of micro-degrees, as degrees. */
export function decodeDeltas(deltas: readonly number[]): number[] {
  const out: number[] = [];
  let running = 0;
  for (const delta of deltas) {
    running += delta;
    out.push(running / 1_000_000);
  }
  return out;
}

function checkLengths(buoys: CompactBuoys['buoys']): void {
  const { count } = buoys;
  const lengths: [string, number | undefined][] = [
    ['bay_index', buoys.bay_index.length],
    ['label', buoys.label.length],
    ['lat_e6', buoys.lat_e6.length],
    ['lon_e6', buoys.lon_e6.length],
    ['management', buoys.management.length],
    ['service', buoys.service.length],
    ['status', buoys.status?.length],
    ['booked_until', buoys.booked_until?.length],
  ];
  for (const [column, length] of lengths) {
    if (length !== undefined && length !== count)
      throw new CompactBuoysError(`${column} has ${length} of ${count}`);
  }
}

export function decodeCompactBuoys(answer: CompactBuoys): MapBuoy[] {
  const { buoys, bays } = answer;
  checkLengths(buoys);
  const lats = decodeDeltas(buoys.lat_e6);
  const lons = decodeDeltas(buoys.lon_e6);
  const out: MapBuoy[] = [];
  for (let index = 0; index < buoys.count; index += 1) {
    const bay = bays[buoys.bay_index[index] ?? -1];
    if (bay === undefined) throw new CompactBuoysError(`bay_index at ${index}`);
    const bookedUntil = buoys.booked_until?.[index] ?? 0;
    out.push({
      key: buoyKey(bay.id, buoys.label[index] ?? ''),
      id: null,
      bayId: bay.id,
      baySlug: bay.slug,
      label: buoys.label[index] ?? '',
      lat: lats[index] ?? 0,
      lon: lons[index] ?? 0,
      management: lookUp(MANAGEMENT, 'management', buoys.management, index),
      service_state: lookUp(SERVICE, 'service', buoys.service, index),
      status: buoys.status === null ? null : lookUp(STATUS, 'status', buoys.status, index),
      booked_until: bookedUntil > 0 ? new Date(bookedUntil * 1000).toISOString() : null,
      limits: null,
      timeZone: null,
    });
  }
  return out;
}
