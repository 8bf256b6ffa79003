import { Type } from '@fastify/type-provider-typebox';
import { named } from '../../wire/named-schema';
import { Language } from '../auth/auth-schemas';

// Issue 30 item 4: Web Push for waitlist offers. The bounds are notification's rules
// (services/notification/src/push/push-subscription-rules.ts), stated here so the document says them.
const base64url = (description: string, length: number) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', minLength: length, maxLength: length + 2, description });

const PushEndpoint = Type.String({
  format: 'uri',
  pattern: '^https://',
  maxLength: 2048,
  description: "The push service's URL for this browser (PushSubscription.endpoint); https only",
});

export const PushPublicKey = named(
  'PushPublicKey',
  Type.Object({
    public_key: Type.String({
      description:
        'The VAPID application server key (RFC 8292): an uncompressed P-256 point, base64url, ' +
        'as PushManager.subscribe takes it for applicationServerKey',
    }),
  }),
);

export const PushSubscriptionBody = named(
  'PushSubscriptionBody',
  Type.Object(
    {
      endpoint: PushEndpoint,
      keys: Type.Object(
        {
          p256dh: base64url("The browser's P-256 public key (65 bytes)", 87),
          auth: base64url("The browser's authentication secret (16 bytes)", 22),
        },
        { additionalProperties: false },
      ),
      expirationTime: Type.Optional(
        Type.Union([Type.Number(), Type.Null()], {
          description:
            'As PushSubscription.toJSON() gives it; not kept (push services end subscriptions with 410)',
        }),
      ),
      language: Language.ref,
    },
    {
      additionalProperties: false,
      description:
        'PushSubscription.toJSON() of the browser, and the language its notifications are written in',
    },
  ),
);

export const PushEndpointBody = named(
  'PushEndpointBody',
  Type.Object({ endpoint: PushEndpoint }, { additionalProperties: false }),
);
