import { eventsV1, notificationV1, topics } from '@moorline/contracts';
import {
  createAccessTokenVerifier,
  createCallerResolver,
  type ConsumerSpec,
  type Logger,
  type ServiceDefinition,
} from '@moorline/kit';
import type { Agent } from 'node:https';
import { sendPasswordResetEmail, sendVerificationEmail } from './account-mail/send-account-mail';
import { sendApplicationMail } from './application-mail/send-application-mail';
import { sendBookingConfirmation, sendInvoice } from './booking-mail/send-booking-mail';
import { sendCancellation, sendCreditNote } from './booking-mail/send-cancellation-mail';
import { defaultWebBaseUrl, type NotificationConfig } from './config';
import { deliverContactMessage } from './contact/deliver-contact-message';
import { notificationMigrations } from './db/migrations';
import { notificationGrpc } from './grpc/notification.grpc';
import { fileMailer, smtpMailer } from './mail/mail-transports';
import type { Mailer } from './mail/mailer';
import type { NotificationTables } from './notification.tables';
import { throwAwayVapidKeys, vapidKeysFromPem } from './push/vapid-keys';
import { webPushSender } from './push/web-push-sender';
import { sendWaitlistOffer } from './waitlist-offer/send-waitlist-offer';

function createMailer(config: NotificationConfig, deps: { logger: Logger; now: () => Date }): Mailer {
  return config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : fileMailer(config.MAIL_DIR, config.MAIL_FROM, deps);
}

/** What tests may replace: how push services' TLS is reached, to trust a fake's certificate. */
export interface NotificationOverrides {
  pushAgent?: Agent;
}

/** The configured VAPID pair; outside production, a throw-away one when none is configured. */
function vapidKeysOf(config: NotificationConfig) {
  return config.VAPID_PRIVATE_KEY && config.VAPID_PUBLIC_KEY
    ? vapidKeysFromPem(config.VAPID_PRIVATE_KEY, config.VAPID_PUBLIC_KEY)
    : throwAwayVapidKeys();
}

export function createNotificationService(
  config: NotificationConfig,
  overrides: NotificationOverrides = {},
): ServiceDefinition<NotificationTables> {
  const now = () => new Date();
  // Built here so a malformed key stops the process at boot.
  const callers = createCallerResolver(createAccessTokenVerifier(config));
  const vapidKeys = vapidKeysOf(config);
  const push = webPushSender({
    keys: vapidKeys,
    subject: `mailto:${config.SUPPORT_EMAIL}`,
    agent: overrides.pushAgent,
  });
  let mailer: Mailer | undefined;
  const mailerFor = (logger: Logger) => (mailer ??= createMailer(config, { logger, now }));
  return {
    name: 'notification',
    migrations: notificationMigrations,
    ownedTopics: [topics.notification],
    registerGrpc(server, { db }) {
      server.add(
        notificationV1.NotificationServiceDefinition,
        notificationGrpc(db, { now, config, vapidPublicKey: vapidKeys.publicKey }, callers),
      );
    },
    consumers: ({ db, logger }): ConsumerSpec<NotificationTables>[] => {
      const contactMail = () => ({ mailer: mailerFor(logger), supportEmail: config.SUPPORT_EMAIL });
      const mailWithLinks = () => ({
        mailer: mailerFor(logger),
        webBaseUrl: config.WEB_BASE_URL ?? defaultWebBaseUrl,
      });
      return [
        {
          consumerName: 'notification.contact-mail',
          topics: [topics.notification],
          effects: 'external',
          handlers: {
            [eventsV1.ContactMessageReceived.$type]: (event) =>
              deliverContactMessage(db, contactMail(), event),
          },
        },
        {
          consumerName: 'notification.account-mail',
          topics: [topics.auth],
          effects: 'external',
          handlers: {
            [eventsV1.EmailVerificationRequested.$type]: (event) =>
              sendVerificationEmail(db, mailWithLinks(), event),
            [eventsV1.PasswordResetRequested.$type]: (event) =>
              sendPasswordResetEmail(db, mailWithLinks(), event),
          },
        },
        {
          consumerName: 'notification.booking-mail',
          topics: [topics.booking, topics.payment],
          effects: 'external',
          handlers: {
            [eventsV1.BookingConfirmed.$type]: (event) => sendBookingConfirmation(db, mailWithLinks(), event),
            [eventsV1.InvoiceIssued.$type]: (event) => sendInvoice(db, mailWithLinks(), event),
            [eventsV1.BookingCancelled.$type]: (event) => sendCancellation(db, mailWithLinks(), event),
            [eventsV1.CreditNoteIssued.$type]: (event) => sendCreditNote(db, mailWithLinks(), event),
          },
        },
        {
          consumerName: 'notification.application-mail',
          topics: [topics.catalog],
          effects: 'external',
          handlers: {
            [eventsV1.ApplicationSubmitted.$type]: (event) =>
              sendApplicationMail(db, mailWithLinks(), 'submitted', event.payload),
            [eventsV1.ApplicationApproved.$type]: (event) =>
              sendApplicationMail(db, mailWithLinks(), 'approved', event.payload),
            [eventsV1.ApplicationRejected.$type]: (event) =>
              sendApplicationMail(db, mailWithLinks(), 'rejected', event.payload),
            [eventsV1.ApplicationWithdrawn.$type]: (event) =>
              sendApplicationMail(db, mailWithLinks(), 'withdrawn', event.payload),
          },
        },
        {
          // Its own group: a push service that is down delays offers, never booking emails.
          consumerName: 'notification.waitlist-offers',
          topics: [topics.booking],
          effects: 'external',
          handlers: {
            [eventsV1.WaitlistOfferMade.$type]: (event) =>
              sendWaitlistOffer(db, { ...mailWithLinks(), push, now, logger }, event),
          },
        },
      ];
    },
  };
}
