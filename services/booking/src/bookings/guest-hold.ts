import { bayClock } from '@moorline/contracts';
import { AppError, type Caller, hasRole } from '@moorline/kit';
import type { QrCodes } from '../check-in/qr-buoy';
import type { BuoyAtBay } from './buoy-at-bay';
import type { SaleChannel } from './stay-quote';
import type { StayWanted } from './stay-wanted';

/**
 * Spec §6: booking ahead needs a free account. A walk-up guest (issue 14) may hold only the
 * walk-up of the buoy whose QR code started its session (the token's, never a request field),
 * for a stay that starts today at the bay. Anything else is `forbidden`.
 */
export async function assertGuestMayHold(
  deps: { now: () => Date; qrCodes: QrCodes },
  hold: { caller: Caller; stay: StayWanted; channel?: SaleChannel; buoy: BuoyAtBay },
): Promise<void> {
  if (!hasRole(hold.caller, 'guest')) return;
  const qrSlug = hold.caller.qrSlug;
  if (!hold.channel?.walkUp || qrSlug === undefined) throw new AppError('forbidden');
  const today = bayClock.localDate(deps.now(), hold.buoy.bay.stayTimes.timeZone);
  if (hold.stay.fromDate !== today) throw new AppError('forbidden');
  const sessionBuoy = await deps.qrCodes.resolve(qrSlug);
  if (sessionBuoy.buoyId !== hold.buoy.buoyId) throw new AppError('forbidden');
}
