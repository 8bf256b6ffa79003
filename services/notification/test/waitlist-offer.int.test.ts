import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorCodeOf } from '@moorline/deploy/src/testing/error-code-of';
import {
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@moorline/deploy/src/testing/service-under-test';
import { testAccessTokens } from '@moorline/deploy/src/testing/test-access-tokens';
import { waitFor } from '@moorline/deploy/src/testing/test-infra';
import { generateVapidKeys } from '@moorline/deploy/src/start/vapid-keys';
import { catalogV1, notificationV1, topics, type EventPayload, type EventType } from '@moorline/contracts';
import { createChannel, createDatabase, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NotificationConfig } from '../src/config';
import { createNotificationService } from '../src/notification.service';
import type { NotificationTables } from '../src/notification.tables';
import { startEventSource, type EventSource } from './event-source';
import { startFakePushService, type FakeBrowser, type FakePushService } from './fake-push-service';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

// Issue 30 item 4: a waitlist offer reaches the boater by email and by Web Push on each browser
// they allowed it on, once per offer, through real Kafka, a real SMTP server and a push service
// that decrypts what it is sent.

const offerMade = 'moorline.events.v1.WaitlistOfferMade' satisfies EventType;
const web = 'https://moorline.test';

describe('waitlist offers by email and Web Push', () => {
  const tokens = testAccessTokens();
  let inbox: SmtpInbox;
  let pushService: FakePushService;
  let service: ServiceUnderTest;
  let events: EventSource;
  let db: Kysely<NotificationTables>;
  let client: ReturnType<typeof createGrpcClient<typeof notificationV1.NotificationServiceDefinition>>;
  let applicationServerKey = '';

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    pushService = await startFakePushService(() => applicationServerKey);
    service = await startServiceUnderTest(
      (config: NotificationConfig) => createNotificationService(config, { pushAgent: pushService.agent }),
      {
        ...tokens.verifierEnv,
        ...generateVapidKeys(),
        SMTP_URL: inbox.url,
        MAIL_DIR: mkdtempSync(join(tmpdir(), 'moorline-mail-')),
        MAIL_FROM: 'Moorline <no-reply@moorline.test>',
        SUPPORT_EMAIL: 'support@moorline.test',
        WEB_BASE_URL: web,
        CONTACT_LIMIT_PER_HOUR: 5,
      },
    );
    client = createGrpcClient(
      notificationV1.NotificationServiceDefinition,
      createChannel(service.grpcAddress),
    );
    applicationServerKey = (await client.getPushPublicKey({})).publicKey;
    db = createDatabase<NotificationTables>({ url: service.databaseUrl });
    events = await startEventSource(service.kafkaNamespace);
  });

  afterAll(async () => {
    await events.close();
    await db.destroy();
    await service.stop();
    await pushService.close();
    await inbox.close();
  });

  const as = async (userId: string) => forwardAccessToken(await tokens.bearer({ userId }));

  async function save(userId: string, browser: FakeBrowser, language: string) {
    await client.savePushSubscription({ ...browser, language }, await as(userId));
  }

  const subscriptionsAt = (endpoint: string) =>
    db
      .selectFrom('push_subscriptions')
      .select(['user_id', 'language'])
      .where('endpoint', '=', endpoint)
      .execute();

  function offer(userId: string, change: Partial<EventPayload<typeof offerMade>> = {}) {
    return {
      offerId: randomUUID(),
      version: 1,
      entryId: randomUUID(),
      userId,
      bayId: randomUUID(),
      buoyId: randomUUID(),
      periodStart: new Date('2026-07-14T12:00:00Z'),
      periodEnd: new Date('2026-07-15T08:00:00Z'),
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      keptUntil: new Date(Date.now() + 10 * 60_000),
      boaterEmail: `waiter-${userId.slice(0, 8)}@example.si`,
      language: 'sl',
      baySlug: 'strunjan',
      bayName: 'Strunjan',
      timeZone: 'Europe/Ljubljana',
      buoyLabel: 'B7',
      boatName: 'Čaplja',
      ...change,
    } satisfies EventPayload<typeof offerMade>;
  }

  /** Keyed by the offer, as booking's outbox relay publishes it; a fresh event id each time. */
  const publish = (payload: EventPayload<typeof offerMade>, key = payload.offerId) =>
    events.publish(topics.booking, offerMade, key, payload);
  const mailsTo = (address: string) => inbox.mailsTo(address);
  const pushedTo = (browser: FakeBrowser) =>
    pushService.delivered.filter((message) => message.endpoint === browser.endpoint);

  it('when a subscription is not one a browser makes, then it is refused as invalid_request', async () => {
    const userId = randomUUID();
    const browser = pushService.subscribe();
    const caller = await as(userId);
    const refusedWith = (change: Partial<notificationV1.SavePushSubscriptionRequest>) =>
      errorCodeOf(client.savePushSubscription({ ...browser, language: 'en', ...change }, caller));
    expect(await refusedWith({ endpoint: browser.endpoint.replace('https:', 'http:') })).toBe(
      'invalid_request',
    );
    expect(await refusedWith({ p256dh: browser.p256dh.slice(0, 40) })).toBe('invalid_request');
    expect(await refusedWith({ auth: `${browser.auth}AA` })).toBe('invalid_request');
    expect(await refusedWith({ language: 'de' })).toBe('invalid_request');
    expect(await errorCodeOf(client.savePushSubscription({ ...browser, language: 'en' }))).toBe(
      'unauthenticated',
    );
    expect(await subscriptionsAt(browser.endpoint)).toEqual([]);
    expect(await refusedWith({})).toBe('ok');
    expect(await subscriptionsAt(browser.endpoint)).toEqual([{ user_id: userId, language: 'en' }]);
  });

  it('when someone else deletes a subscription, then it stays; when its owner does, twice, then it is gone and both answer alike', async () => {
    const owner = randomUUID();
    const browser = pushService.subscribe();
    await save(owner, browser, 'hr');
    await client.deletePushSubscription({ endpoint: browser.endpoint }, await as(randomUUID()));
    expect(await subscriptionsAt(browser.endpoint)).toEqual([{ user_id: owner, language: 'hr' }]);
    await client.deletePushSubscription({ endpoint: browser.endpoint }, await as(owner));
    await client.deletePushSubscription({ endpoint: browser.endpoint }, await as(owner));
    expect(await subscriptionsAt(browser.endpoint)).toEqual([]);
  });

  it('when a browser is saved again by another boater, then it is theirs alone, in their language', async () => {
    const browser = pushService.subscribe();
    await save(randomUUID(), browser, 'it');
    const next = randomUUID();
    await save(next, browser, 'sl');
    expect(await subscriptionsAt(browser.endpoint)).toEqual([{ user_id: next, language: 'sl' }]);
  });

  it('when an offer is made and replayed, then the boater gets one email in their language and one decrypted push per browser in its language', async () => {
    const userId = randomUUID();
    const croatian = pushService.subscribe();
    const italian = pushService.subscribe();
    await save(userId, croatian, 'hr');
    await save(userId, italian, 'it');
    const made = offer(userId);

    await publish(made);
    await publish(made);
    await waitFor(() => mailsTo(made.boaterEmail).length >= 1 && pushService.delivered.length >= 2, 30_000);
    // A marker behind the copies on the same partition: once it is mailed, a second copy would have been.
    const marker = offer(randomUUID());
    await publish(marker, made.offerId);
    await waitFor(() => mailsTo(marker.boaterEmail).length === 1, 30_000);

    expect(pushService.refused).toEqual([]);
    const [mail, ...again] = mailsTo(made.boaterEmail);
    expect(again).toEqual([]);
    expect(mail?.subject).toBe('Boja je prosta za vas: Strunjan, boja B7');
    const link = `${web}/sl/waitlist/offers/${made.offerId}`;
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain('Plovilo: Čaplja');
    // 12:00 UTC is 14:00 in Ljubljana in July.
    expect(mail?.text).toContain('14:00');
    expect(mail?.text).toContain('(Europe/Ljubljana)');

    const [toCroatian, ...moreCroatian] = pushedTo(croatian);
    const [toItalian, ...moreItalian] = pushedTo(italian);
    expect([...moreCroatian, ...moreItalian]).toEqual([]);
    expect(JSON.parse(toCroatian?.text ?? '{}')).toMatchObject({
      title: 'Plutača B7 slobodna je u uvali Strunjan',
      url: `${web}/hr/waitlist/offers/${made.offerId}`,
    });
    expect(JSON.parse(toItalian?.text ?? '{}')).toMatchObject({
      title: 'La boa B7 è libera nella baia Strunjan',
      url: `${web}/it/waitlist/offers/${made.offerId}`,
    });
    // Of no use once the buoy is no longer kept: at most the 10 minutes it is.
    expect(toItalian?.ttl).toBeGreaterThan(0);
    expect(toItalian?.ttl).toBeLessThanOrEqual(600);
    expect(toItalian?.urgency).toBe('high');
  });

  it('when a push service answers 410 or 404, then that subscription is forgotten and the others still get the offer', async () => {
    const userId = randomUUID();
    const unsubscribed = pushService.subscribe(410);
    const unknown = pushService.subscribe(404);
    const live = pushService.subscribe();
    await save(userId, unsubscribed, 'en');
    await save(userId, unknown, 'en');
    await save(userId, live, 'en');

    await publish(offer(userId, { language: 'en' }));
    await waitFor(() => pushedTo(live).length === 1, 30_000);
    await waitFor(async () => (await subscriptionsAt(unknown.endpoint)).length === 0, 30_000);

    expect(pushService.requests).toContain(unsubscribed.endpoint);
    expect(await subscriptionsAt(unsubscribed.endpoint)).toEqual([]);
    expect(await subscriptionsAt(live.endpoint)).toEqual([{ user_id: userId, language: 'en' }]);
  });
});
