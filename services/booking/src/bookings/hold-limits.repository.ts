import { sql, type Kysely } from 'kysely';
import type { BookingTables } from '../booking.tables';

type Db = Kysely<BookingTables>;

/**
 * Serialises the holds of one account until the transaction ends (an advisory lock keyed by
 * the account), so two of its holds never both count the same waiting ones.
 */
export async function lockHoldsOf(trx: Db, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`holds:${userId}`}, 0))`.execute(trx);
}

export interface RecentHolds {
  /** The account's holds still waiting for payment. */
  waiting: number;
  /** Holds made in the window by the account, whatever became of them. */
  byAccount: number;
  /** Holds made in the window from the client address (0 when there is none). */
  byAddress: number;
}

/**
 * The account's and the address's holds made in the last `windowSeconds`, by database time.
 * A waiting hold is younger than any window (a hold lasts at most an hour, config), so one scan
 * of the recent ones counts them too.
 */
export async function countRecentHolds(
  db: Db,
  client: { userId: string; address: string | null },
  windowSeconds: number,
): Promise<RecentHolds> {
  const { rows } = await sql<{ waiting: string; by_account: string; by_address: string }>`
    SELECT count(*) FILTER (WHERE user_id = ${client.userId} AND status = 'held'
                              AND hold_expires_at > now()) AS waiting,
           count(*) FILTER (WHERE user_id = ${client.userId}) AS by_account,
           count(*) FILTER (WHERE client_address = ${client.address}) AS by_address
      FROM bookings
     WHERE created_at > now() - make_interval(secs => ${windowSeconds})
       AND (user_id = ${client.userId} OR client_address = ${client.address})`.execute(db);
  const [row] = rows;
  return {
    waiting: Number(row?.waiting ?? 0),
    byAccount: Number(row?.by_account ?? 0),
    byAddress: Number(row?.by_address ?? 0),
  };
}
