import type { eventsV1 } from '@moorline/contracts';
import type { ConsumedEvent, Logger } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { Mailer } from '../mail/mailer';
import { sendOnce } from '../mail/send-once';
import { isAlreadySent, recordSent } from '../mail/sent-message.repository';
import type { NotificationTables } from '../notification.tables';
import { deletePushSubscriptionById, pushSubscriptionsOfUser } from '../push/push-subscription.repository';
import type { PushSender } from '../push/web-push-sender';
import { renderWaitlistOfferMail, renderWaitlistOfferPush } from './render-waitlist-offer';

type Db = Kysely<NotificationTables>;

export interface WaitlistOfferDeps {
  mailer: Mailer;
  push: PushSender;
  webBaseUrl: string;
  now: () => Date;
  logger: Logger;
}

/**
 * The boater first in line hears of the freed buoy by email and on every browser they allowed
 * Web Push on. Each is sent once per offer (the sent-message log), whatever is replayed; a
 * push service that fails is retried with the event, the ones already reached are not.
 */
export async function sendWaitlistOffer(
  db: Db,
  deps: WaitlistOfferDeps,
  event: ConsumedEvent<typeof eventsV1.WaitlistOfferMade.$type>,
): Promise<void> {
  const offer = event.payload;
  if (offer.boaterEmail) await mailOffer(db, deps, offer, offer.boaterEmail);
  const failures = await pushOffer(db, deps, offer);
  if (failures.length > 0)
    throw new AggregateError(failures, 'a push service did not take the waitlist offer');
}

async function mailOffer(db: Db, deps: WaitlistOfferDeps, offer: eventsV1.WaitlistOfferMade, to: string) {
  const mail = renderWaitlistOfferMail(offer, deps.webBaseUrl);
  await sendOnce(db, deps.mailer, `waitlist-offer:${offer.offerId}`, {
    kind: 'waitlist-offer',
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<waitlist-offer-${offer.offerId}@moorline>`,
    links: [mail.link],
  });
}

/** Pushes to each of the boater's browsers not yet reached; answers what failed. */
async function pushOffer(db: Db, deps: WaitlistOfferDeps, offer: eventsV1.WaitlistOfferMade) {
  const failures: unknown[] = [];
  // The message is of no use once the buoy is no longer kept; the push service may drop it then.
  const ttlSeconds = ((offer.keptUntil?.getTime() ?? 0) - deps.now().getTime()) / 1000;
  for (const subscription of await pushSubscriptionsOfUser(db, offer.userId)) {
    const key = `waitlist-offer-push:${offer.offerId}:${subscription.id}`;
    if (await isAlreadySent(db, key)) continue;
    const message = renderWaitlistOfferPush(offer, subscription.language, deps.webBaseUrl);
    try {
      const outcome = await deps.push.send(subscription, JSON.stringify(message), ttlSeconds);
      if (outcome === 'gone') await deletePushSubscriptionById(db, subscription.id);
      else
        await recordSent(db, { idempotencyKey: key, kind: 'waitlist-offer-push', recipient: offer.userId });
    } catch (error) {
      deps.logger.warn({ err: error, offerId: offer.offerId }, 'push service refused the waitlist offer');
      failures.push(error);
    }
  }
  return failures;
}
