import { stayRules } from '@moorline/contracts';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BookingTables } from '../booking.tables';
import { periodRange } from '../bookings/booking.repository';
import type {
  WaitlistEntryState,
  WaitlistEntryTable,
  WaitlistOfferState,
  WaitlistOfferTable,
} from './waitlist.table';

type Db = Kysely<BookingTables>;

/**
 * The entry `e`'s stay can still be booked, as the stay rules sell it: a night until its arrival
 * date is over at the bay, a day stay until day stays close. Its period may have begun: tonight's
 * entry still waits, and is offered a freed buoy, after the bay's check-in time.
 */
const stayStillBookable = sql<boolean>`now() < CASE e.stay_kind
    WHEN 'night' THEN (e.from_date + 1)::timestamp AT TIME ZONE e.time_zone
    ELSE (e.from_date + ${stayRules.DAY_STAY_CLOSES_AT}::time) AT TIME ZONE e.time_zone
  END`;

/** An entry as the use cases see it: dates as `YYYY-MM-DD`, the period as its two ends. */
export type EntryRow = Omit<Selectable<WaitlistEntryTable>, 'period' | 'updated_at'> & {
  period_start: Date;
  period_end: Date;
};

/** An offer with the entry it was made to. */
export type OfferRow = Omit<Selectable<WaitlistOfferTable>, 'period'> & {
  period_start: Date;
  period_end: Date;
  entry: EntryRow;
};

const entrySelect = sql.raw(`e.id, e.user_id, e.boater_email, e.language, e.bay_id, e.bay_slug, e.bay_name,
  e.time_zone, e.stay_kind, to_char(e.from_date, 'YYYY-MM-DD') AS from_date,
  to_char(e.to_date, 'YYYY-MM-DD') AS to_date, lower(e.period) AS period_start,
  upper(e.period) AS period_end, e.boat_id, e.boat_name, e.loa_cm, e.multihull, e.joined_at, e.state`);

const offerSelect = sql.raw(`o.id, o.entry_id, o.user_id, o.bay_id, o.buoy_id, o.buoy_label,
  lower(o.period) AS period_start, upper(o.period) AS period_end, o.kept_until, o.state, o.made_at,
  o.ended_at`);

/** Writes the entry unless the boater already waits for this stay with this boat; the live one. */
export async function insertOrFindEntry(
  db: Db,
  entry: Omit<Insertable<WaitlistEntryTable>, 'state' | 'joined_at' | 'id'>,
): Promise<EntryRow> {
  await db
    .insertInto('waitlist_entries')
    .values(entry)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'bay_id', 'stay_kind', 'from_date', 'to_date', 'boat_id'])
        .where('state', 'in', ['waiting', 'offered'])
        .doNothing(),
    )
    .execute();
  const { rows } = await sql<EntryRow>`
    SELECT ${entrySelect} FROM waitlist_entries e
     WHERE e.user_id = ${entry.user_id} AND e.bay_id = ${entry.bay_id} AND e.stay_kind = ${entry.stay_kind}
       AND e.from_date = ${entry.from_date}::date AND e.to_date = ${entry.to_date}::date
       AND e.boat_id = ${entry.boat_id} AND e.state IN ('waiting', 'offered')`.execute(db);
  const [live] = rows;
  if (!live) throw new Error('the waitlist entry just written is not there');
  return live;
}

export async function findEntry(db: Db, entryId: string): Promise<EntryRow | undefined> {
  const { rows } =
    await sql<EntryRow>`SELECT ${entrySelect} FROM waitlist_entries e WHERE e.id = ${entryId}`.execute(db);
  return rows[0];
}

/** The caller's waiting and offered entries, nearest stay first, each with its place in line. */
export async function findLiveEntriesOf(db: Db, userId: string) {
  const { rows } = await sql<EntryRow & { place_in_line: number }>`
    SELECT ${entrySelect},
      CASE WHEN e.state <> 'waiting' THEN 0 ELSE 1 + (
        SELECT count(*) FROM waitlist_entries ahead
         WHERE ahead.bay_id = e.bay_id AND ahead.state = 'waiting' AND ahead.period && e.period
           AND (ahead.joined_at, ahead.id) < (e.joined_at, e.id))::int END AS place_in_line
      FROM waitlist_entries e
     WHERE e.user_id = ${userId} AND e.state IN ('waiting', 'offered')
     ORDER BY lower(e.period), e.joined_at`.execute(db);
  return rows;
}

/** A guarded state change of an entry: undefined when it was no longer in `from`. */
export async function changeEntryState(
  db: Db,
  entryId: string,
  change: { from: WaitlistEntryState[]; to: WaitlistEntryState },
): Promise<EntryRow | undefined> {
  const { rows } = await sql<EntryRow>`
    UPDATE waitlist_entries e SET state = ${change.to}, updated_at = now()
     WHERE e.id = ${entryId} AND e.state = ANY(${change.from}::text[])
    RETURNING ${entrySelect}`.execute(db);
  return rows[0];
}

/**
 * Claims a waiting entry for an offer: undefined when it is no longer waiting, or when another
 * freeing's transaction is claiming it right now (skipped, not waited for: that one offers it).
 */
export async function claimWaitingEntry(db: Db, entryId: string): Promise<EntryRow | undefined> {
  const { rows } = await sql<EntryRow>`
    UPDATE waitlist_entries e SET state = 'offered', updated_at = now()
     WHERE e.id = ANY(ARRAY(SELECT id FROM waitlist_entries
                             WHERE id = ${entryId} AND state = 'waiting' FOR UPDATE SKIP LOCKED))
    RETURNING ${entrySelect}`.execute(db);
  return rows[0];
}

/** Only the race test's negative twin: the entry offered whatever state it is in. */
export async function changeEntryStateUnguarded(db: Db, entryId: string, to: WaitlistEntryState) {
  const { rows } = await sql<EntryRow>`
    UPDATE waitlist_entries e SET state = ${to}, updated_at = now() WHERE e.id = ${entryId}
    RETURNING ${entrySelect}`.execute(db);
  return rows[0];
}

async function withEntry(db: Db, offer: Omit<OfferRow, 'entry'> | undefined): Promise<OfferRow | undefined> {
  if (!offer) return undefined;
  const entry = await findEntry(db, offer.entry_id);
  if (!entry) throw new Error(`waitlist offer ${offer.id} has no entry`);
  return { ...offer, entry };
}

export async function findOffer(db: Db, offerId: string): Promise<OfferRow | undefined> {
  const { rows } = await sql<Omit<OfferRow, 'entry'>>`
    SELECT ${offerSelect} FROM waitlist_offers o WHERE o.id = ${offerId}`.execute(db);
  return withEntry(db, rows[0]);
}

export async function findOpenOfferOfEntry(db: Db, entryId: string): Promise<OfferRow | undefined> {
  const { rows } = await sql<Omit<OfferRow, 'entry'>>`
    SELECT ${offerSelect} FROM waitlist_offers o WHERE o.entry_id = ${entryId} AND o.state = 'open'`.execute(
    db,
  );
  return withEntry(db, rows[0]);
}

export async function insertOffer(
  db: Db,
  offer: {
    entryId: string;
    userId: string;
    bayId: string;
    buoyId: string;
    buoyLabel: string;
    start: Date;
    end: Date;
    keptSeconds: number;
  },
): Promise<Omit<OfferRow, 'entry'>> {
  const { rows } = await sql<Omit<OfferRow, 'entry'>>`
    INSERT INTO waitlist_offers AS o (entry_id, user_id, bay_id, buoy_id, buoy_label, period, kept_until)
    VALUES (${offer.entryId}, ${offer.userId}, ${offer.bayId}, ${offer.buoyId}, ${offer.buoyLabel},
            ${periodRange(offer.start, offer.end)}::tstzrange, now() + make_interval(secs => ${offer.keptSeconds}))
    RETURNING ${offerSelect}`.execute(db);
  const [made] = rows;
  if (!made) throw new Error('the waitlist offer was not written');
  return made;
}

/** A guarded end of an open offer; `overdueOnly` lapses it only once its time is up (database time). */
export async function endOpenOffer(
  db: Db,
  offerId: string,
  to: Exclude<WaitlistOfferState, 'open'>,
  when: { overdueOnly?: boolean; stillKeptOnly?: boolean } = {},
): Promise<Omit<OfferRow, 'entry'> | undefined> {
  const { rows } = await sql<Omit<OfferRow, 'entry'>>`
    UPDATE waitlist_offers o SET state = ${to}, ended_at = now()
     WHERE o.id = ${offerId} AND o.state = 'open'
       AND (${when.overdueOnly === true} = false OR o.kept_until <= now())
       AND (${when.stillKeptOnly === true} = false OR o.kept_until > now())
    RETURNING ${offerSelect}`.execute(db);
  return rows[0];
}

/** Open offers past their time, up to `limit`, skipping rows another transaction has locked. */
export async function lapseOverdueOffers(db: Db, filter: { buoyId?: string; limit: number }) {
  const { rows } = await sql<Omit<OfferRow, 'entry'>>`
    UPDATE waitlist_offers o SET state = 'lapsed', ended_at = now()
     WHERE o.id = ANY(ARRAY(
       SELECT id FROM waitlist_offers
        WHERE state = 'open' AND kept_until <= now()
          AND (${filter.buoyId ?? null}::uuid IS NULL OR buoy_id = ${filter.buoyId ?? null}::uuid)
        ORDER BY kept_until LIMIT ${filter.limit}
        FOR UPDATE SKIP LOCKED)) AND o.state = 'open'
    RETURNING ${offerSelect}`.execute(db);
  return rows;
}

/**
 * The bay's waiting entries, in line order, whose stay overlaps the freed period (an open end:
 * from `start` on), can still be booked, and who have not let an offer of this buoy lapse for it.
 */
export async function waitingEntriesFor(
  db: Db,
  freed: { bayId: string; buoyId: string; start: Date; end: Date | null },
): Promise<EntryRow[]> {
  const { rows } = await sql<EntryRow>`
    SELECT ${entrySelect} FROM waitlist_entries e
     WHERE e.bay_id = ${freed.bayId} AND e.state = 'waiting' AND ${stayStillBookable}
       AND e.period && tstzrange(${freed.start}::timestamptz, ${freed.end}::timestamptz, '[)')
       AND NOT EXISTS (SELECT 1 FROM waitlist_offers passed
                        WHERE passed.entry_id = e.id AND passed.buoy_id = ${freed.buoyId})
     ORDER BY e.joined_at, e.id
     LIMIT 200`.execute(db);
  return rows;
}

/** Entries whose stay can no longer be booked (its night or day has passed) end by themselves. */
export async function endPassedEntries(db: Db): Promise<number> {
  const result = await sql`
    UPDATE waitlist_entries e SET state = 'ended', updated_at = now()
     WHERE e.state = 'waiting' AND NOT ${stayStillBookable}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Serialises everything that decides who may have one buoy: a hold checks the open offers and an
 * offer checks the live bookings under this lock, so neither can miss the other (issue 30 item 4).
 */
export async function lockBuoyKeeping(db: Db, buoyId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`buoy-keeping:${buoyId}`}, 0))`.execute(db);
}
