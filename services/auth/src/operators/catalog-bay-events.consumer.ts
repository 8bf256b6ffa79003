import { eventsV1, topics } from '@moorline/contracts';
import type { ConsumedEvent, ConsumerSpec } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { recordBayOperator } from './operator-bays';

// Catalog's BayUpdated: which operator runs the bay, for the bays named in its staff's tokens
// from their next sign-in or refresh on.
export function catalogBayEvents(): ConsumerSpec<AuthTables> {
  return {
    consumerName: 'auth.catalog-bay-events',
    topics: [topics.catalog],
    effects: 'transactional',
    handlers: {
      [eventsV1.BayUpdated.$type]: async (
        event: ConsumedEvent<typeof eventsV1.BayUpdated.$type>,
        db: Kysely<AuthTables>,
      ) => {
        // An event from before operators were named carries none: nothing to record.
        if (event.payload.operatorId === '') return;
        await recordBayOperator(db, { bayId: event.payload.bayId, operatorId: event.payload.operatorId });
      },
    },
  };
}
