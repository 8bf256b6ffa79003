import { AppError } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';
import type { BookingConfig } from '../config';
import { countRecentHolds, lockHoldsOf } from './hold-limits.repository';

/** The window the rates of new holds are counted in; a 429's Retry-After says the same hour. */
const RATE_WINDOW_SECONDS = 3_600;

export type HoldLimitSettings = Pick<
  BookingConfig,
  'HOLDS_AT_ONCE' | 'NEW_HOLDS_PER_ACCOUNT_HOUR' | 'NEW_HOLDS_PER_ADDRESS_HOUR'
>;

export interface HoldLimits {
  settings: HoldLimitSettings;
  /** False only in the race test's negative twin: the counts then race each other. */
  serialised: boolean;
}

/** The codes of a hold refused by a limit: a retry of an earlier hold still answers it. */
export const holdLimitCodes: readonly string[] = ['too_many_holds', 'too_many_requests'];

/**
 * Issue 26 item 3: one account cannot hold a whole bay. Inside the hold's transaction, with
 * the account's holds serialised, it may keep `HOLDS_AT_ONCE` holds waiting for payment
 * (`too_many_holds`), and make so many new holds an hour, as may one client address
 * (`too_many_requests`, 429 with Retry-After).
 */
export async function assertWithinHoldLimits(
  trx: Kysely<BookingTables>,
  limits: HoldLimits,
  client: { userId: string; address: string | null },
): Promise<void> {
  const { settings } = limits;
  if (limits.serialised) await lockHoldsOf(trx, client.userId);
  const recent = await countRecentHolds(trx, client, RATE_WINDOW_SECONDS);
  if (
    recent.byAccount >= settings.NEW_HOLDS_PER_ACCOUNT_HOUR ||
    (client.address !== null && recent.byAddress >= settings.NEW_HOLDS_PER_ADDRESS_HOUR)
  )
    throw new AppError('too_many_requests');
  if (recent.waiting >= settings.HOLDS_AT_ONCE) throw new AppError('too_many_holds');
}
