import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventsV1 } from '@moorline/contracts';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { deleteExpiredEvents } from '../src/events/event-retention';
import { outbox } from '../src/events/outbox';
import { kitDatabase } from './support';

const day = 24 * 60 * 60 * 1000;

describe('event retention', () => {
  let database: Awaited<ReturnType<typeof kitDatabase>>;

  beforeAll(async () => {
    database = await kitDatabase();
  });

  afterAll(async () => {
    await database.drop();
  });

  /** Writes one outbox row per label and dates it as told; resolves with label → event id. */
  async function outboxRows(
    rows: Record<string, { publishedDaysAgo?: number; parked?: boolean; writtenDaysAgo: number }>,
  ) {
    const ids: Record<string, string> = {};
    for (const [label, row] of Object.entries(rows)) {
      const [eventId = ''] = await database.db.transaction().execute((trx) =>
        outbox.add(trx, {
          type: eventsV1.EmailVerified.$type,
          aggregateId: label,
          payload: { userId: label, email: `${label}@example.com` },
        }),
      );
      ids[label] = eventId;
      await sql`
        UPDATE outbox SET occurred_at = now() - ${`${row.writtenDaysAgo} days`}::interval,
          published_at = ${row.publishedDaysAgo === undefined ? null : sql`now() - ${`${row.publishedDaysAgo} days`}::interval`},
          parked_at = ${row.parked ? sql`now()` : null}
        WHERE event_id = ${eventId}`.execute(database.db);
    }
    return ids;
  }

  const remainingOutbox = async () =>
    (await database.db.selectFrom('outbox').select('aggregate_id').orderBy('id').execute()).map(
      (row) => row.aggregate_id,
    );

  it('when rows are past their age, then published outbox rows and processed records go and the rest stays', async () => {
    await outboxRows({
      'published-old': { writtenDaysAgo: 9, publishedDaysAgo: 8 },
      'published-recent': { writtenDaysAgo: 2, publishedDaysAgo: 1 },
      'unpublished-old': { writtenDaysAgo: 9 },
      'parked-old': { writtenDaysAgo: 9, parked: true },
    });
    const processed = [
      { consumer: 'old', event_id: randomUUID(), processed_at: new Date(Date.now() - 31 * day) },
      { consumer: 'recent', event_id: randomUUID(), processed_at: new Date(Date.now() - 29 * day) },
    ];
    await database.db.insertInto('processed_events').values(processed).execute();

    const deleted = await deleteExpiredEvents({
      db: database.db,
      outboxMaxAgeMs: 7 * day,
      processedEventsMaxAgeMs: 30 * day,
      batchSize: 1,
    });

    expect(deleted).toEqual({ outbox: 1, processedEvents: 1 });
    expect(await remainingOutbox()).toEqual(['published-recent', 'unpublished-old', 'parked-old']);
    const consumers = await database.db.selectFrom('processed_events').select('consumer').execute();
    expect(consumers.map((row) => row.consumer)).toEqual(['recent']);
  });
});
