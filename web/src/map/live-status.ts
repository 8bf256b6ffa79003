import type { BuoyStatus, BuoyStatusEvent } from './map-types';

// Live buoy states from the map stream, laid over what the API answered. A change is "now";
// the map asks about a stay, so changes only show while the stay includes today, and an answer
// fetched after a change replaces it (the answer is exact for the stay).

export type LiveChange = {
  status: BuoyStatus;
  bookedUntil: string | null;
  changedAt: string;
  receivedAt: number;
};

/** Changes by buoy: `${bay id}/${buoy label}`, the one key both buoy answers carry (compact ones have no ids). */
export type LiveChanges = ReadonlyMap<string, LiveChange>;

export function buoyKey(bayId: string, label: string): string {
  return `${bayId}/${label}`;
}

const STREAM_STATUSES: readonly BuoyStatus[] = [
  'available',
  'booked',
  'out_of_service',
  'fcfs',
  'traditional',
];

function streamStatus(status: string): BuoyStatus | null {
  return STREAM_STATUSES.find((known) => known === status) ?? null;
}

/** Reads one `buoy-status` event's data; null when it is not one. */
export function parseStatusEvent(data: string): BuoyStatusEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const field = (name: string): unknown => Reflect.get(value, name);
    const text = (name: string) => (typeof field(name) === 'string' ? String(field(name)) : null);
    const bayId = text('bay_id');
    const buoyId = text('buoy_id');
    const status = text('status');
    const changedAt = text('changed_at');
    if (bayId === null || buoyId === null || status === null || changedAt === null) return null;
    return {
      bay_id: bayId,
      buoy_id: buoyId,
      buoy_label: text('buoy_label') ?? '',
      status,
      booked_until: text('booked_until'),
      changed_at: changedAt,
    };
  } catch {
    return null;
  }
}

/**
 * The changes with this event applied. Events can arrive out of order after a reconnect: an
 * older change than the one held for the buoy is ignored. Statuses the map does not draw
 * (e.g. "restricted", which is only an icon) change nothing here; the answer refetched shows them.
 */
export function applyStatusEvent(
  changes: LiveChanges,
  event: BuoyStatusEvent,
  receivedAt: number,
): LiveChanges {
  const status = streamStatus(event.status);
  if (status === null) return changes;
  const key = buoyKey(event.bay_id, event.buoy_label);
  const held = changes.get(key);
  if (held && Date.parse(held.changedAt) > Date.parse(event.changed_at)) return changes;
  const next = new Map(changes);
  next.set(key, { status, bookedUntil: event.booked_until, changedAt: event.changed_at, receivedAt });
  return next;
}

/** A buoy's state: the live change if it came after the answer was fetched, else the answer's. */
export function liveState<T extends { key: string; status: BuoyStatus | null; booked_until: string | null }>(
  buoy: T,
  changes: LiveChanges,
  fetchedAt: number,
): T {
  const change = changes.get(buoy.key);
  if (!change || change.receivedAt <= fetchedAt || buoy.status === null) return buoy;
  return { ...buoy, status: change.status, booked_until: change.bookedUntil };
}

/** Waits between reconnects: 1 s, 2 s, 4 s … up to 30 s, with jitter so clients spread out. */
export function reconnectDelay(attempt: number, random: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random / 2));
}
