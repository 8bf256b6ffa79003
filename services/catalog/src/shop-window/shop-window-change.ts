import { AppError, inTransaction, outbox } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { bayUpdatedEvent } from '../events/bay-updated.event';
import { lockBay, touchBay } from './bay-photo.repository';

type LockedBay = NonNullable<Awaited<ReturnType<typeof lockBay>>>;

/**
 * One change to a bay's shop window: the bay is locked (its photos' positions change one writer
 * at a time), the change is made, and BayUpdated goes to the outbox in the same transaction, so
 * whoever keeps a copy of the bay (caches, auth's bay list) hears of every change.
 */
export function changeShopWindow<Result>(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  bayId: string,
  change: (trx: Transaction<CatalogTables>, bay: LockedBay) => Promise<Result>,
): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const bay = await lockBay(trx, bayId);
    if (!bay) throw new AppError('not_found');
    const result = await change(trx, bay);
    await touchBay(trx, bay.id, deps.now());
    await outbox.add(trx, bayUpdatedEvent(bay));
    return result;
  });
}
