import { eventsV1 } from '@moorline/contracts';
import { buoyStatuses, wireValue } from '../wire/enum-tables';
import type { MapUpdate } from './map-update-schemas';

// Catalog's events translated into what the map stream sends (map-update-schemas.ts).

export function toBuoyStatusUpdate(event: eventsV1.BuoyStatusChanged): MapUpdate | undefined {
  const status = wireValue(buoyStatuses, event.status)?.name;
  if (!status) return undefined;
  return {
    event: 'buoy-status',
    data: {
      bay_id: event.bayId,
      buoy_id: event.buoyId,
      buoy_label: event.buoyLabel,
      status,
      booked_until: event.bookedUntil?.toISOString() ?? null,
      changed_at: (event.changedAt ?? new Date()).toISOString(),
    },
  };
}

export function toBuoyAvailabilityUpdate(event: eventsV1.BuoyAvailabilityChanged): MapUpdate | undefined {
  // Without its period the change tells a map nothing it could act on.
  if (!event.periodStart || !event.periodEnd) return undefined;
  return {
    event: 'buoy-availability',
    data: {
      bay_id: event.bayId,
      buoy_id: event.buoyId,
      buoy_label: event.buoyLabel,
      period_start: event.periodStart.toISOString(),
      period_end: event.periodEnd.toISOString(),
      occupied: event.occupied,
      changed_at: (event.changedAt ?? new Date()).toISOString(),
    },
  };
}

export function toBayLayoutUpdate(event: eventsV1.BayLayoutChanged): MapUpdate {
  return {
    event: 'bay-layout',
    data: {
      bay_id: event.bayId,
      added_buoy_ids: event.addedBuoyIds,
      updated_buoy_ids: event.updatedBuoyIds,
      removed_buoy_ids: event.removedBuoyIds,
      changed_at: (event.changedAt ?? new Date()).toISOString(),
    },
  };
}

/** The catalog events the map stream passes on, by event type, each with its translation. */
export const mapUpdateReaders = new Map<string, (value: Uint8Array) => MapUpdate | undefined>([
  [eventsV1.BuoyStatusChanged.$type, (value) => toBuoyStatusUpdate(eventsV1.BuoyStatusChanged.decode(value))],
  [
    eventsV1.BuoyAvailabilityChanged.$type,
    (value) => toBuoyAvailabilityUpdate(eventsV1.BuoyAvailabilityChanged.decode(value)),
  ],
  [eventsV1.BayLayoutChanged.$type, (value) => toBayLayoutUpdate(eventsV1.BayLayoutChanged.decode(value))],
]);
