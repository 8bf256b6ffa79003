import type { notificationV1 } from '@moorline/contracts';
import type { Kysely } from 'kysely';
import type { NotificationConfig } from '../config';
import { sendContactMessage } from '../contact/send-contact-message';
import type { NotificationTables } from '../notification.tables';

export function notificationGrpc(
  db: Kysely<NotificationTables>,
  config: Pick<NotificationConfig, 'CONTACT_LIMIT_PER_HOUR'>,
): notificationV1.NotificationServiceImplementation {
  return {
    async sendContactMessage(request) {
      const messageId = await sendContactMessage(
        db,
        {
          name: request.name,
          email: request.email,
          subject: request.subject,
          message: request.message,
          language: request.language,
          clientIp: request.clientIp,
          idempotencyKey: request.idempotencyKey,
        },
        config.CONTACT_LIMIT_PER_HOUR,
      );
      return { messageId };
    },
  };
}
