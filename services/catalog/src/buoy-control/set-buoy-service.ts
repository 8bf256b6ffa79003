import { AppError, inTransaction, outbox, requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../audit/record-audit';
import type { CatalogTables } from '../catalog.tables';
import { lockBuoy } from '../occupancy/occupancy.repository';
import { isUuid } from '../validation/uuid';
import { BuoyHasBookings } from './buoy-has-bookings';
import { serviceChange, type ServiceChange, type ServiceRequest } from './buoy-service-rules';
import { buoyStatusNow, operatorStatusChange } from '../occupancy/buoy-status-now';
import { findBookingsInTheWay, findFreeBuoysFor } from './bookings-in-the-way.repository';
import {
  findOperatorBuoy,
  lockBuoyRow,
  updateServiceState,
  type LockedBuoy,
  type OperatorBuoyRow,
} from './operator-buoy.repository';

type Trx = Transaction<CatalogTables>;

export interface SetBuoyServiceInput extends ServiceRequest {
  bayId: string;
  buoyId: string;
}

/** Held or confirmed bookings in the period refuse the change, each with the buoys it could move to. */
async function refuseWhileBooked(trx: Trx, buoy: LockedBuoy, until: Date | null): Promise<void> {
  const bookings = await findBookingsInTheWay(trx, buoy.id, until);
  if (bookings.length === 0) return;
  const withFreeBuoys = [];
  for (const booking of bookings) {
    const freeBuoys = await findFreeBuoysFor(trx, buoy, booking.period_start, booking.period_end);
    withFreeBuoys.push({ ...booking, freeBuoys });
  }
  throw new BuoyHasBookings(withFreeBuoys);
}

/** The fields of a buoy's service the audit log shows before and after. */
const serviceOf = (buoy: OperatorBuoyRow | undefined) =>
  buoy === undefined
    ? null
    : {
        service_state: buoy.service_state,
        out_of_service_reason: buoy.out_of_service_reason,
        out_of_service_until: buoy.out_of_service_until,
      };

async function applyChange(trx: Trx, buoy: LockedBuoy, change: ServiceChange): Promise<void> {
  // The projection's consumer takes this lock around every booking of the buoy: a booking applied
  // meanwhile is either seen by the check below or sees the buoy out of service.
  await lockBuoy(trx, buoy.id);
  const was = await buoyStatusNow(trx, buoy.id);
  if (change.inService) {
    await updateServiceState(trx, buoy.id, { state: 'in_service', reason: null, until: null });
  } else {
    await refuseWhileBooked(trx, buoy, change.until);
    await updateServiceState(trx, buoy.id, {
      state: 'out_of_service',
      reason: change.reason,
      until: change.until,
    });
  }
  await outbox.add(trx, ...operatorStatusChange(was, await buoyStatusNow(trx, buoy.id)));
}

/**
 * SetBuoyService (issue 15 item 7): a manager or employee of the bay takes a buoy out of service
 * (why, and until when if known) or puts it back. Bookings held or confirmed in [now, until)
 * must be moved first. The live map hears of it at once: BuoyStatusChanged goes to the outbox in
 * the same transaction when the buoy's status now changes.
 */
export async function setBuoyService(
  db: Kysely<CatalogTables>,
  deps: { now: Date },
  caller: Caller,
  input: SetBuoyServiceInput,
): Promise<OperatorBuoyRow> {
  requireBayAccess(caller, input.bayId, 'operate');
  if (!isUuid(input.buoyId)) throw new AppError('not_found', 'Buoy not found');
  const change = serviceChange(input, deps.now);
  return inTransaction(db, async (trx) => {
    // The row lock first, as the return job takes it, then the projection's buoy lock.
    const buoy = await lockBuoyRow(trx, input.bayId, input.buoyId);
    if (!buoy) throw new AppError('not_found', 'Buoy not found');
    const before = await findOperatorBuoy(trx, input.bayId, input.buoyId);
    await applyChange(trx, buoy, change);
    const changed = await findOperatorBuoy(trx, input.bayId, input.buoyId);
    if (!changed) throw new AppError('not_found', 'Buoy not found');
    await recordAudit(trx, {
      bayId: input.bayId,
      actor: caller,
      action: 'buoy.service',
      subject: { kind: 'buoy', id: buoy.id },
      before: serviceOf(before),
      after: serviceOf(changed),
      at: deps.now,
    });
    return changed;
  });
}
