import { eventsV1 } from '@moorline/contracts';

// What the map stream sends (issue 5 item 7), translated from catalog's events; snake_case like
// the rest of /v1.

/** A buoy's status now changed (a booking event, or a booking beginning or ending). */
export interface BuoyStatusUpdate {
  bay_id: string;
  buoy_id: string;
  buoy_label: string;
  status: BuoyStatusName;
  booked_until: string | null;
  changed_at: string;
}

/** A booking took or freed a buoy for a period: maps showing an overlapping stay ask again. */
export interface BuoyAvailabilityUpdate {
  bay_id: string;
  buoy_id: string;
  buoy_label: string;
  period_start: string;
  period_end: string;
  occupied: boolean;
  changed_at: string;
}

/** One server-sent event: its `event:` name and its data. */
export type MapUpdate =
  | { event: 'buoy-status'; data: BuoyStatusUpdate }
  | { event: 'buoy-availability'; data: BuoyAvailabilityUpdate };

export type BuoyStatusName =
  'available' | 'booked' | 'out_of_service' | 'fcfs' | 'traditional' | 'restricted';

const statusNames: Record<number, BuoyStatusName> = {
  [eventsV1.BuoyStatus.BUOY_STATUS_AVAILABLE]: 'available',
  [eventsV1.BuoyStatus.BUOY_STATUS_BOOKED]: 'booked',
  [eventsV1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE]: 'out_of_service',
  [eventsV1.BuoyStatus.BUOY_STATUS_FCFS]: 'fcfs',
  [eventsV1.BuoyStatus.BUOY_STATUS_TRADITIONAL]: 'traditional',
  [eventsV1.BuoyStatus.BUOY_STATUS_RESTRICTED]: 'restricted',
};

export function toBuoyStatusUpdate(event: eventsV1.BuoyStatusChanged): MapUpdate | undefined {
  const status = statusNames[event.status];
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

/** The catalog events the map stream passes on, by event type, each with its translation. */
export const mapUpdateReaders = new Map<string, (value: Uint8Array) => MapUpdate | undefined>([
  [eventsV1.BuoyStatusChanged.$type, (value) => toBuoyStatusUpdate(eventsV1.BuoyStatusChanged.decode(value))],
  [
    eventsV1.BuoyAvailabilityChanged.$type,
    (value) => toBuoyAvailabilityUpdate(eventsV1.BuoyAvailabilityChanged.decode(value)),
  ],
]);
