import type { notificationV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { sendContactMessage, type ContactDeps } from '../contact/send-contact-message';
import type { NotificationTables } from '../notification.tables';
import { deletePushSubscription, savePushSubscription } from '../push/push-subscriptions';

export interface NotificationGrpcDeps extends ContactDeps {
  /** The Web Push application server key browsers subscribe with (base64url). */
  vapidPublicKey: string;
}

export function notificationGrpc(
  db: Kysely<NotificationTables>,
  deps: NotificationGrpcDeps,
  callers: CallerResolver,
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
    async getPushPublicKey() {
      return { publicKey: deps.vapidPublicKey };
    },
    async savePushSubscription(request, context) {
      const caller = await callers.requireCaller(context);
      await savePushSubscription(db, deps, caller.userId, {
        endpoint: request.endpoint,
        p256dh: request.p256dh,
        auth: request.auth,
        language: request.language,
      });
      return {};
    },
    async deletePushSubscription(request, context) {
      const caller = await callers.requireCaller(context);
      await deletePushSubscription(db, caller.userId, request.endpoint);
      return {};
    },
  };
}
