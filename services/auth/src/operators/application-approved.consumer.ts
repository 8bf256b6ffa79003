import { eventsV1, topics } from '@moorline/contracts';
import type { ConsumedEvent, ConsumerSpec } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { AuthTables } from '../auth.tables';
import { makeConcessionaire } from './make-concessionaire';
import { recordBayOperator } from './operator-bays';

// Catalog's ApplicationApproved (issue 27 item 1): the applicant becomes the concessionaire of the
// operator that runs the new draft bay, from their next sign-in or refresh on.
export function applicationApprovedEvents(): ConsumerSpec<AuthTables> {
  return {
    consumerName: 'auth.application-approved',
    topics: [topics.catalog],
    effects: 'transactional',
    handlers: {
      [eventsV1.ApplicationApproved.$type]: async (
        event: ConsumedEvent<typeof eventsV1.ApplicationApproved.$type>,
        db: Kysely<AuthTables>,
      ) => {
        const { applicant, bayId, operatorId } = event.payload;
        // BayUpdated of the same bay travels under another key, so it may come later: the bay is
        // recorded here too, and the first token already names it.
        await recordBayOperator(db, { bayId, operatorId });
        if (applicant) await makeConcessionaire(db, { userId: applicant.userId, operatorId });
      },
    },
  };
}
