import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** A browser's subscription as kept, what the message is encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service no longer knows the subscription (404, 410), so it is to be forgotten. */
export type PushOutcome = 'delivered' | 'gone';

export interface PushSender {
  send(target: PushTarget, payload: string, ttlSeconds: number): Promise<PushOutcome>;
}

export interface PushSenderSettings {
  keys: VapidKeys;
  /** RFC 8292's contact for the push service's operators: `mailto:` the support inbox. */
  subject: string;
  /** How the push services' TLS is reached; only tests replace it, to trust their fake's certificate. */
  agent?: Agent;
}

// A push service that does not answer within this long is retried with the event.
const PUSH_TIMEOUT_MS = 10_000;

const isGone = (error: unknown) =>
  error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410);

/**
 * Sends through the `web-push` package: VAPID-signed (RFC 8292), the payload encrypted for the
 * browser's keys as aes128gcm (RFC 8291). Any answer but 2xx, 404 or 410 is thrown.
 */
export function webPushSender(settings: PushSenderSettings): PushSender {
  const vapidDetails = {
    subject: settings.subject,
    publicKey: settings.keys.publicKey,
    privateKey: settings.keys.privateKey,
  };
  return {
    async send(target, payload, ttlSeconds) {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails,
            TTL: Math.max(0, Math.floor(ttlSeconds)),
            contentEncoding: 'aes128gcm',
            urgency: 'high',
            timeout: PUSH_TIMEOUT_MS,
            agent: settings.agent,
          },
        );
        return 'delivered';
      } catch (error) {
        if (isGone(error)) return 'gone';
        throw error;
      }
    },
  };
}
