import { appendToOutbox } from '@moorline/kit';
import type { Transaction } from 'kysely';
import { buoyStatus, sameStatus, type BuoyStatusAnswer } from '../availability/buoy-status';
import type { CatalogTables } from '../catalog.tables';
import { buoyStatusChangedEvent } from '../events/buoy-status-changed.event';
import { findBuoyNow, lockBuoy, recordBookingFact, type BookingFact } from './occupancy.repository';

type Trx = Transaction<CatalogTables>;

async function statusNow(trx: Trx, buoyId: string) {
  const buoy = await findBuoyNow(trx, buoyId);
  if (!buoy) return undefined;
  const status: BuoyStatusAnswer = buoyStatus(
    { managementKind: buoy.management_kind, serviceState: buoy.service_state },
    { offered: true, occupiedUntil: buoy.occupied_until },
  );
  return { buoy, status };
}

/**
 * Applies one booking event to the live status projection (issue 5 item 3), in the consumer's
 * transaction. Held and confirmed bookings occupy their buoy for their period, expired and
 * failed ones free it; a duplicate or late event changes nothing. When the buoy's status at
 * this moment changes, BuoyStatusChanged goes to the outbox in the same transaction.
 */
export async function applyBookingFact(trx: Trx, fact: BookingFact): Promise<void> {
  await lockBuoy(trx, fact.buoyId);
  const before = await statusNow(trx, fact.buoyId);
  if (!(await recordBookingFact(trx, fact))) return;
  const after = await statusNow(trx, fact.buoyId);
  if (!before || !after || sameStatus(before.status, after.status)) return;
  await appendToOutbox(trx, [
    buoyStatusChangedEvent({
      bayId: after.buoy.bay_id,
      buoyId: after.buoy.id,
      buoyLabel: after.buoy.label,
      status: after.status,
      changedAt: after.buoy.now,
      bookingId: fact.bookingId,
    }),
  ]);
}
