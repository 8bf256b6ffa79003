// Web Push on this device (issue 30 item 4): the account page's switch subscribes this browser
// to waitlist offers with the platform's VAPID key and saves it with the BFF, or unsubscribes it
// and forgets it. The browser comes in as `PushBrowser`, so the steps are tested without one.

import type { ApiClient } from '../http/api-client';
import type { components } from '../http/api-schema';

type Language = components['schemas']['Language'];

/** What the switch shows: whether it can be used at all, and where it stands. */
export type DevicePushState = 'unsupported' | 'denied' | 'off' | 'on';

/** The part of a browser this needs: service workers, PushManager and notification permission. */
export interface PushBrowser {
  supported: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The push service worker's registration, registered on first use. */
  registration(): Promise<{ pushManager: PushManager }>;
}

export const PUSH_WORKER_PATH = '/push-sw.js';

/** The browser's own, or an unsupported one where it has no service workers or Push API. */
export function windowPushBrowser(): PushBrowser {
  const supported =
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window;
  return {
    supported,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    registration: async () => {
      await navigator.serviceWorker.register(PUSH_WORKER_PATH);
      return navigator.serviceWorker.ready;
    },
  };
}

/** The VAPID key as PushManager.subscribe takes it: the bytes of its base64url text. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

export async function devicePushState(browser: PushBrowser): Promise<DevicePushState> {
  if (!browser.supported) return 'unsupported';
  if (browser.permission() === 'denied') return 'denied';
  if (browser.permission() !== 'granted') return 'off';
  const registration = await browser.registration();
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/** Thrown when a step fails: the browser, its push service or the BFF would not. */
export class PushNotTurnedOn extends Error {}

/** Asks for permission, subscribes with the platform's key and saves the subscription. */
export async function turnDevicePushOn(
  browser: PushBrowser,
  api: ApiClient,
  language: Language,
): Promise<DevicePushState> {
  if (!browser.supported) return 'unsupported';
  const permission = await browser.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const key = await api.GET('/v1/push/public-key');
  if (!key.data) throw new PushNotTurnedOn('no public key');
  const registration = await browser.registration();
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(key.data.public_key),
    });
  } catch (error) {
    throw new PushNotTurnedOn(`the push service refused: ${String(error)}`);
  }
  const json = subscription.toJSON();
  const saved = await api.PUT('/v1/push/subscriptions', {
    body: {
      endpoint: json.endpoint ?? subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      language,
    },
  });
  if (saved.error) {
    // Not kept by the platform: leave nothing subscribed that nobody will ever push to.
    await subscription.unsubscribe();
    throw new PushNotTurnedOn('the subscription was not saved');
  }
  return 'on';
}

/** Forgets this browser with the BFF and unsubscribes it. */
export async function turnDevicePushOff(browser: PushBrowser, api: ApiClient): Promise<DevicePushState> {
  if (!browser.supported) return 'unsupported';
  const registration = await browser.registration();
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    const forgotten = await api.DELETE('/v1/push/subscriptions', {
      body: { endpoint: subscription.endpoint },
    });
    if (forgotten.error) throw new PushNotTurnedOn('the subscription was not forgotten');
    await subscription.unsubscribe();
  }
  return 'off';
}
