import { outbox } from '@moorline/kit';
import type { Transaction } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { lockBuoy } from '../occupancy/occupancy.repository';
import { buoyStatusNow, operatorStatusChange } from '../occupancy/buoy-status-now';
import { findBuoysDueBack, updateServiceState } from './operator-buoy.repository';

// One sweep's share: a storm that ends for a whole bay at once takes a few sweeps, not one long transaction.
const batch = 200;

/**
 * The return job (issue 15 item 7): a buoy taken out of service until a given moment goes back
 * in service once it has passed, and the live map hears of it (BuoyStatusChanged) in the same
 * transaction. Returns how many buoys came back. `now` is the service's clock.
 */
export async function returnBuoysToService(trx: Transaction<CatalogTables>, now: Date): Promise<number> {
  // Rows another replica holds are skipped; were two to return one buoy, the second would find
  // its status unchanged (after waiting for the buoy lock) and announce nothing.
  const due = await findBuoysDueBack(trx, { limit: batch, now });
  for (const { id } of due) {
    await lockBuoy(trx, id);
    const was = await buoyStatusNow(trx, id);
    await updateServiceState(trx, id, { state: 'in_service', reason: null, until: null });
    await outbox.add(trx, ...operatorStatusChange(was, await buoyStatusNow(trx, id)));
  }
  return due.length;
}
