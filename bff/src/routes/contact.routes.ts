import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notificationV1 } from '@moorline/contracts';
import { createGrpcClient } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { fieldErrorCodes } from '../wire/field-error-codes';
import { named } from '../wire/named-schema';
import { EmailAddress, Language } from './auth/auth-schemas';
import { ErrorBody } from './error-body';

// Notification trims each field and refuses it blank (`invalid_request`); the document says so.
const NotBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: String.raw`\S` });

export const ContactMessage = named(
  'ContactMessage',
  Type.Object(
    {
      name: NotBlank(120),
      email: EmailAddress,
      subject: NotBlank(200),
      message: NotBlank(5000),
      language: Type.Optional(Language.ref),
    },
    { additionalProperties: false },
  ),
);

export const ContactAccepted = named(
  'ContactAccepted',
  Type.Object({ message_id: Type.String({ format: 'uuid' }) }),
);

/** POST /api/v1/contact: the contact form (spec §2), emailed to the support inbox. */
export function contactRoutes(notification: Channel): FastifyPluginAsyncTypebox {
  const client = createGrpcClient(notificationV1.NotificationServiceDefinition, notification);
  return async (app) => {
    app.post(
      '/v1/contact',
      {
        schema: {
          tags: ['contact'],
          summary: 'Send a message to support',
          description:
            'Accepted messages are emailed to the support inbox. A sender may send a few messages an hour; ' +
            'past that the answer is 429 `limit_exceeded` ("Limit exceeded") with `Retry-After`. An ' +
            '`Idempotency-Key` header makes a retried request store one message: the key belongs to the ' +
            "sender's email (the form has no account), a retry with the same body gets the same " +
            '`message_id`, and the same key with another body is 422 `idempotency_key_reused`.',
          body: ContactMessage.ref,
          headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 200 })) }),
          response: {
            202: ContactAccepted.ref,
            400: ErrorBody.ref,
            422: ErrorBody.ref,
            429: ErrorBody.ref,
            500: ErrorBody.ref,
          },
        },
        // A malformed email answers as notification answers it.
        schemaErrorFormatter: fieldErrorCodes({ email: 'invalid_email' }),
      },
      async (request, reply) => {
        const { messageId } = await client.sendContactMessage({
          ...request.body,
          language: request.body.language ?? 'en',
          clientIp: request.ip,
          idempotencyKey: request.headers['idempotency-key'] ?? '',
        });
        return reply.status(202).send({ message_id: messageId });
      },
    );
  };
}
