import { describe, expect, it } from '@jest/globals';
import { createApiClient } from '../http/api-client';
import { jsonResponse } from '../session/session-test-kit';
import {
  applicationServerKey,
  devicePushState,
  PushNotTurnedOn,
  turnDevicePushOff,
  turnDevicePushOn,
  type PushBrowser,
} from './device-push';

const publicKey = Buffer.from([4, ...Buffer.alloc(64, 0xfb)]).toString('base64url');

/** The BFF as the web reaches it; each call is noted as `METHOD path body`. */
function fakeBff(answers: { saveStatus?: number } = {}) {
  const calls: string[] = [];
  const api = createApiClient({
    apiBaseUrl: 'https://moorline.test/api',
    session: { getToken: () => 'token', setToken: () => undefined, clear: () => undefined },
    onRefreshFailed: () => undefined,
    fetch: async (url, init) => {
      const path = new URL(url).pathname.replace('/api', '');
      calls.push(`${init.method} ${path} ${typeof init.body === 'string' ? init.body : ''}`.trim());
      if (path === '/v1/push/public-key') return jsonResponse(200, { public_key: publicKey });
      const status = init.method === 'PUT' ? (answers.saveStatus ?? 204) : 204;
      return status === 204
        ? new Response(null, { status })
        : jsonResponse(status, { code: 'invalid_request', message: 'Invalid request' });
    },
  });
  return { api, calls };
}

/** A browser whose push service answers `subscribe` as told. */
function fakeBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    subscribeFails?: boolean;
    supported?: boolean;
  } = {},
) {
  let permission = options.permission ?? 'default';
  let subscription: PushSubscription | null = null;
  const unsubscribed: string[] = [];
  const subscribedWith: unknown[] = [];
  const endpoint = 'https://push.example/send/abc';
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (subscribeOptions: PushSubscriptionOptionsInit) => {
      subscribedWith.push(subscribeOptions);
      if (options.subscribeFails)
        throw new DOMException('Registration failed - push service error', 'AbortError');
      subscription = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPoint', auth: 'secret' } }),
        unsubscribe: async () => {
          unsubscribed.push(endpoint);
          subscription = null;
          return true;
        },
      } as unknown as PushSubscription;
      return subscription;
    },
  } as unknown as PushManager;
  const browser: PushBrowser = {
    supported: options.supported ?? true,
    permission: () => permission,
    requestPermission: async () => {
      permission = options.answer ?? 'granted';
      return permission;
    },
    registration: async () => ({ pushManager }),
  };
  return { browser, unsubscribed, subscribedWith, hasSubscription: () => subscription !== null };
}

describe('notifications on this device', () => {
  it('when the browser has no Push API, then the switch is unsupported and nothing is asked', async () => {
    const { browser } = fakeBrowser({ supported: false });
    const { api, calls } = fakeBff();
    expect(await devicePushState(browser)).toBe('unsupported');
    expect(await turnDevicePushOn(browser, api, 'en')).toBe('unsupported');
    expect(calls).toEqual([]);
  });

  it('when notifications were blocked, then the state is denied; when the boater refuses the prompt, then nothing is subscribed', async () => {
    expect(await devicePushState(fakeBrowser({ permission: 'denied' }).browser)).toBe('denied');
    const refusing = fakeBrowser({ answer: 'denied' });
    const { api, calls } = fakeBff();
    expect(await turnDevicePushOn(refusing.browser, api, 'en')).toBe('denied');
    expect(refusing.hasSubscription()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('when turned on, then the browser subscribes with the platform key and the BFF keeps it in the page language', async () => {
    const device = fakeBrowser();
    const { api, calls } = fakeBff();
    expect(await turnDevicePushOn(device.browser, api, 'hr')).toBe('on');
    expect(device.subscribedWith).toEqual([
      { userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) },
    ]);
    expect(calls).toEqual([
      'GET /v1/push/public-key',
      `PUT /v1/push/subscriptions ${JSON.stringify({
        endpoint: 'https://push.example/send/abc',
        keys: { p256dh: 'BPoint', auth: 'secret' },
        language: 'hr',
      })}`,
    ]);
    expect(await devicePushState(device.browser)).toBe('on');
  });

  it('when the push service cannot be reached, then turning on fails and nothing is saved', async () => {
    const device = fakeBrowser({ subscribeFails: true });
    const { api, calls } = fakeBff();
    await expect(turnDevicePushOn(device.browser, api, 'en')).rejects.toBeInstanceOf(PushNotTurnedOn);
    expect(calls).toEqual(['GET /v1/push/public-key']);
  });

  it('when the BFF refuses the subscription, then the browser is unsubscribed again', async () => {
    const device = fakeBrowser();
    const { api } = fakeBff({ saveStatus: 400 });
    await expect(turnDevicePushOn(device.browser, api, 'en')).rejects.toBeInstanceOf(PushNotTurnedOn);
    expect(device.unsubscribed).toEqual(['https://push.example/send/abc']);
  });

  it('when turned off, then the BFF forgets the endpoint and the browser unsubscribes', async () => {
    const device = fakeBrowser();
    const { api, calls } = fakeBff();
    await turnDevicePushOn(device.browser, api, 'en');
    expect(await turnDevicePushOff(device.browser, api)).toBe('off');
    expect(calls.at(-1)).toBe(
      `DELETE /v1/push/subscriptions ${JSON.stringify({ endpoint: 'https://push.example/send/abc' })}`,
    );
    expect(device.unsubscribed).toEqual(['https://push.example/send/abc']);
    expect(await devicePushState(device.browser)).toBe('off');
  });

  it('when the key is base64url, then its bytes are what a base64 decoder gives for it', () => {
    const bytes = Buffer.from([4, 251, 255, 62, 63, 0, 1]);
    expect(Buffer.from(applicationServerKey(bytes.toString('base64url')))).toEqual(bytes);
  });
});
