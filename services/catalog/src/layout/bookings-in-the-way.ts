import type { Transaction } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { lockBuoy } from '../occupancy/occupancy.repository';
import { findBookingsAhead } from './bay-layout.repository';
import type { GuardedBuoy, GuardReason } from './layout-plan';

export interface LayoutBookingInTheWay {
  bookingId: string;
  periodStart: Date;
  periodEnd: Date;
  buoyId: string;
  buoyLabel: string;
  rowIndex: number;
  reason: GuardReason;
}

/**
 * Held and confirmed bookings, ending after now, of the buoys the layout removes, makes
 * non-digital or shortens. Each buoy's projection lock is taken first, in id order, as
 * SetBuoyService does: a booking event applied meanwhile is either seen here or applied after
 * the layout commits.
 */
export async function findLayoutBookingsInTheWay(
  trx: Transaction<CatalogTables>,
  guarded: readonly GuardedBuoy[],
  labelOf: (buoyId: string) => string,
): Promise<LayoutBookingInTheWay[]> {
  const byBuoy = new Map(guarded.map((guard) => [guard.buoyId, guard]));
  for (const buoyId of [...byBuoy.keys()].sort()) await lockBuoy(trx, buoyId);
  const bookings = await findBookingsAhead(trx, [...byBuoy.keys()]);
  return bookings.flatMap((booking) => {
    const guard = byBuoy.get(booking.buoy_id);
    if (!guard) return [];
    return [
      {
        bookingId: booking.booking_id,
        periodStart: booking.period_start,
        periodEnd: booking.period_end,
        buoyId: booking.buoy_id,
        buoyLabel: labelOf(booking.buoy_id),
        rowIndex: guard.rowIndex,
        reason: guard.reason,
      },
    ];
  });
}
