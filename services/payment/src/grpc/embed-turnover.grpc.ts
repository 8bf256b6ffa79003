import type { paymentV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { listEmbedTurnover } from '../turnover/list-embed-turnover';
import { embedTurnoverMessage } from './backoffice-messages';

/** EmbedTurnoverService (issue 27 item 5); the caller, a superuser, comes from the forwarded token. */
export function embedTurnoverGrpc(
  db: Kysely<PaymentTables>,
  callers: CallerResolver,
): paymentV1.EmbedTurnoverServiceImplementation {
  return {
    async listEmbedTurnover(request, context) {
      const answer = await listEmbedTurnover(db, await callers.requireCaller(context), {
        from: request.fromDate,
        to: request.toDate,
      });
      return {
        fromDate: answer.from,
        toDate: answer.to,
        embeds: answer.embeds.map(embedTurnoverMessage),
      };
    },
  };
}
