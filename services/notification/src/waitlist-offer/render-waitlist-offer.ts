import type { eventsV1 } from '@moorline/contracts';
import { formatInstant, rendered, type RenderedMail } from '../booking-mail/render-booking-mail';
import { mailLanguage, type MailLanguage } from '../mail/mail-language';
import {
  waitlistOfferMailCopy,
  waitlistOfferPushCopy,
  type WaitlistOfferValues,
} from './waitlist-offer-copy';

/** The web's offer page, which starts the usual 3-minute hold (issue 30 item 4). */
export const waitlistOfferLink = (webBaseUrl: string, language: MailLanguage, offerId: string) =>
  `${webBaseUrl}/${language}/waitlist/offers/${encodeURIComponent(offerId)}`;

/** What a push notification carries: the service worker shows title and body and opens `url`. */
export interface WaitlistOfferPush {
  title: string;
  body: string;
  /** One notification per offer on a device: a second one replaces the first. */
  tag: string;
  url: string;
}

function offerValues(event: eventsV1.WaitlistOfferMade, language: MailLanguage, webBaseUrl: string) {
  const timeZone = event.timeZone || 'Europe/Zagreb';
  const values: WaitlistOfferValues = {
    bay: event.bayName,
    buoy: event.buoyLabel,
    boat: event.boatName,
    from: formatInstant(event.periodStart, language, timeZone),
    to: formatInstant(event.periodEnd, language, timeZone),
    timeZone,
    keptUntil: formatInstant(event.keptUntil, language, timeZone),
    keptUntilTime: new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(
      event.keptUntil,
    ),
    offerLink: waitlistOfferLink(webBaseUrl, language, event.offerId),
  };
  return values;
}

/** The offer's email, in the language the boater joined the waitlist in. */
export function renderWaitlistOfferMail(event: eventsV1.WaitlistOfferMade, webBaseUrl: string): RenderedMail {
  const language = mailLanguage(event.language);
  const values = offerValues(event, language, webBaseUrl);
  return rendered(language, values.offerLink, waitlistOfferMailCopy(language, values));
}

/** The offer's push notification, in the language the browser was subscribed in. */
export function renderWaitlistOfferPush(
  event: eventsV1.WaitlistOfferMade,
  subscriptionLanguage: string,
  webBaseUrl: string,
): WaitlistOfferPush {
  const language = mailLanguage(subscriptionLanguage);
  const values = offerValues(event, language, webBaseUrl);
  return {
    ...waitlistOfferPushCopy(language, values),
    tag: `waitlist-offer-${event.offerId}`,
    url: values.offerLink,
  };
}
