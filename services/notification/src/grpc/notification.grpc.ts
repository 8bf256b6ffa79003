import type { notificationV1 } from '@moorline/contracts';
import type { Kysely } from 'kysely';
import { ServerError, Status } from 'nice-grpc-common';
import { sendContactMessage, type ContactDeps } from '../contact/send-contact-message';
import type { NotificationTables } from '../notification.tables';

export function notificationGrpc(
  db: Kysely<NotificationTables>,
  deps: ContactDeps,
): notificationV1.NotificationServiceImplementation {
  return {
    async sendContactMessage(request) {
      const messageId = await sendContactMessage(db, deps, {
        name: request.name,
        email: request.email,
        subject: request.subject,
        message: request.message,
        language: request.language,
        clientIp: request.clientIp,
        idempotencyKey: request.idempotencyKey,
      });
      return { messageId };
    },
    // Issue 30 item 4: the contract is in place; Web Push lands in the next commits.
    getPushPublicKey: notYet,
    savePushSubscription: notYet,
    deletePushSubscription: notYet,
  };
}

async function notYet(): Promise<never> {
  throw new ServerError(Status.UNIMPLEMENTED, 'not yet');
}
