import {
  buoyStatusValues,
  type BayLayoutUpdate,
  type BuoyAvailabilityUpdate,
  type BuoyStatusUpdate,
  type MapUpdate,
} from '../http/api-schema';
import { addDays } from '../../../proto/src/stays/bay-clock';
import type { Stay } from './stay-query';

// Live changes from the map stream. An event says what changed; the map's answers say what is,
// exactly, for the chosen stay. So an event that may touch what the map shows makes the map ask
// again, and nothing is guessed from the event itself: a freed period can still be taken by
// another booking, and the pins' colours depend on every buoy of the bay.

/** Buoys are keyed `${bay id}/${label}`, the one key both buoy answers carry (compact ones have no ids). */
export function buoyKey(bayId: string, label: string): string {
  return `${bayId}/${label}`;
}

/** The fields of a JSON object, or null when the data is not one. */
function fieldsOf(data: string): ((name: string) => unknown) | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    return (name) => Reflect.get(value, name);
  } catch {
    return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const instant = (value: unknown): string | null => {
  const found = text(value);
  return found !== null && !Number.isNaN(Date.parse(found)) ? found : null;
};

function parseStatus(field: (name: string) => unknown): BuoyStatusUpdate | null {
  const bayId = text(field('bay_id'));
  const buoyId = text(field('buoy_id'));
  const status = buoyStatusValues.find((value) => value === field('status'));
  const changedAt = text(field('changed_at'));
  if (bayId === null || buoyId === null || status === undefined || changedAt === null) return null;
  return {
    bay_id: bayId,
    buoy_id: buoyId,
    buoy_label: text(field('buoy_label')) ?? '',
    status,
    booked_until: text(field('booked_until')),
    changed_at: changedAt,
  };
}

function parseAvailability(field: (name: string) => unknown): BuoyAvailabilityUpdate | null {
  const bayId = text(field('bay_id'));
  const buoyId = text(field('buoy_id'));
  const start = instant(field('period_start'));
  const end = instant(field('period_end'));
  const occupied = field('occupied');
  const changedAt = text(field('changed_at'));
  if (bayId === null || buoyId === null || start === null || end === null) return null;
  if (typeof occupied !== 'boolean' || changedAt === null) return null;
  return {
    bay_id: bayId,
    buoy_id: buoyId,
    buoy_label: text(field('buoy_label')) ?? '',
    period_start: start,
    period_end: end,
    occupied,
    changed_at: changedAt,
  };
}

const texts = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

function parseLayout(field: (name: string) => unknown): BayLayoutUpdate | null {
  const bayId = text(field('bay_id'));
  const changedAt = text(field('changed_at'));
  const [added, updated, removed] = ['added', 'updated', 'removed'].map((kind) =>
    texts(field(`${kind}_buoy_ids`)),
  );
  if (bayId === null || changedAt === null || !added || !updated || !removed) return null;
  return {
    bay_id: bayId,
    added_buoy_ids: added,
    updated_buoy_ids: updated,
    removed_buoy_ids: removed,
    changed_at: changedAt,
  };
}

/** Reads one event of the stream by its name; null for events the map does not know or malformed data. */
export function parseStreamEvent(name: string, data: string): MapUpdate | null {
  const field = fieldsOf(data);
  if (field === null) return null;
  if (name === 'buoy-status') {
    const change = parseStatus(field);
    return change && { event: 'buoy-status', data: change };
  }
  if (name === 'buoy-availability') {
    const change = parseAvailability(field);
    return change && { event: 'buoy-availability', data: change };
  }
  if (name === 'bay-layout') {
    const change = parseLayout(field);
    return change && { event: 'bay-layout', data: change };
  }
  return null;
}

const HOUR_MS = 3_600_000;
// Every time zone lies between UTC-12 and UTC+14: a bay's calendar date starts at most 14 hours
// before that date starts in UTC and ends at most 12 hours after it ends.
const EARLIEST_ZONE_MS = 14 * HOUR_MS;
const LATEST_ZONE_MS = 12 * HOUR_MS;

/**
 * A window sure to hold the stay at every bay, whatever its time zone and check-in times: from
 * the start of its first day anywhere to the end of its last. Without dates (tonight, or a day
 * stay: today at each bay) the dates are those of today somewhere on earth. Wider than the stay,
 * so at worst a map asks once too often.
 */
export function stayWindow(stay: Stay, now: Date): { start: number; end: number } {
  const utcToday = now.toISOString().slice(0, 10);
  const dated = stay.kind === 'night' && stay.from !== '';
  const first = dated ? stay.from : addDays(utcToday, -1);
  const last = dated ? stay.to : addDays(utcToday, stay.kind === 'night' ? 2 : 1);
  return {
    start: Date.parse(`${first}T00:00:00Z`) - EARLIEST_ZONE_MS,
    end: Date.parse(`${addDays(last, 1)}T00:00:00Z`) + LATEST_ZONE_MS,
  };
}

/** What the map shows: the bays whose buoys or pins are on screen, and for which stay. */
export type ShownMap = { bayIds: ReadonlySet<string>; stay: Stay };

/** Whether the event, heard at `now`, may change what the map shows, so it should ask again. */
export function touchesShownMap(event: MapUpdate, now: Date, shown: ShownMap): boolean {
  if (!shown.bayIds.has(event.data.bay_id)) return false;
  const window = stayWindow(shown.stay, now);
  // A status "now" matters to a stay that may be under way now; a change for a stay comes as
  // availability, with its period.
  if (event.event === 'buoy-status') return window.start <= now.getTime() && now.getTime() < window.end;
  // Buoys added, moved or removed change the bay for every stay.
  if (event.event === 'bay-layout') return true;
  return Date.parse(event.data.period_start) < window.end && Date.parse(event.data.period_end) > window.start;
}

export const REFETCH_AFTER_MS = 250;
const REFETCH_SPREAD_MS = 500;

/**
 * When to ask again after a change: a burst (a whole booking flow) makes one refetch, and the
 * many maps that hear the same change spread their requests over half a second.
 */
export function refetchDelay(random: number): number {
  return REFETCH_AFTER_MS + Math.round(random * REFETCH_SPREAD_MS);
}

/** Waits between reconnects: 1 s, 2 s, 4 s … up to 30 s, with jitter so clients spread out. */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random / 2));
}
