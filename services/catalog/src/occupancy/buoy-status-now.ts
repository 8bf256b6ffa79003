import type { DomainEvent } from '@moorline/contracts';
import type { Transaction } from 'kysely';
import { buoyStatus, sameStatus, type BuoyStatusAnswer } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import { buoyStatusChangedEvent } from '../events/buoy-status-changed.event';
import { findBuoyNow } from './occupancy.repository';

type Trx = Transaction<CatalogTables>;

/** A buoy's status at this transaction's moment, as the projection's consumer computes it. */
export async function buoyStatusNow(trx: Trx, buoyId: string) {
  const buoy = await findBuoyNow(trx, buoyId);
  if (!buoy) return undefined;
  const status: BuoyStatusAnswer = buoyStatus(
    { managementKind: buoy.management_kind, serviceState: buoy.service_state },
    { offered: true, ends: buoy.occupancy },
  );
  return { buoy, status };
}

type StatusNow = NonNullable<Awaited<ReturnType<typeof buoyStatusNow>>>;

/**
 * BuoyStatusChanged for an operator's change (no booking caused it), or nothing when the
 * buoy's status now is what it was: the live map only hears of real changes.
 */
export function operatorStatusChange(was: StatusNow | undefined, is: StatusNow | undefined): DomainEvent[] {
  if (!was || !is || sameStatus(was.status, is.status)) return [];
  return [
    buoyStatusChangedEvent({
      bayId: is.buoy.bay_id,
      buoyId: is.buoy.id,
      buoyLabel: is.buoy.label,
      status: is.status,
      changedAt: is.buoy.now,
      bookingId: '',
    }),
  ];
}
