import { accessTokenEnv, loadConfig, pemFromEnv, serviceEnvWithPorts } from '@moorline/kit';
import { z } from 'zod';

// ARCHITECTURE §10: gRPC on 15055, HTTP (health, readiness, metrics) on 8105.
// Web Push subscriptions belong to the caller of the forwarded token (issue 30 item 4).
export const notificationEnv = serviceEnvWithPorts(15055, 8105)
  .extend(accessTokenEnv.shape)
  .extend({
    /** When set, mail goes out through this SMTP server (smtp://user:pass@host:port). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Without SMTP_URL, each message is written here as an .eml file: the embedded default. */
    MAIL_DIR: z.string().min(1).default('.data/mail'),
    MAIL_FROM: z.string().min(3).default('Moorline <no-reply@moorline.local>'),
    /** The inbox that receives contact-form messages. */
    SUPPORT_EMAIL: z.email().default('support@moorline.local'),
    /** The web app, for links in emails (`${WEB_BASE_URL}/${language}/auth/…`); a trailing slash is dropped. */
    WEB_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** Contact messages accepted per sender (IP address, and email address) per hour. */
    CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
    /**
     * The Web Push application server key pair (RFC 8292), P-256 as PEM: PKCS#8 private, SPKI
     * public. Outside production a process started without them makes a throw-away pair.
     */
    VAPID_PRIVATE_KEY: pemFromEnv.optional(),
    VAPID_PUBLIC_KEY: pemFromEnv.optional(),
  })
  .refine((env) => (env.VAPID_PRIVATE_KEY === undefined) === (env.VAPID_PUBLIC_KEY === undefined), {
    message: 'set both halves of the VAPID key pair, or neither',
    path: ['VAPID_PUBLIC_KEY'],
  })
  // A new pair on every start would silence every browser subscribed under the old one.
  .refine((env) => env.APP_ENV !== 'production' || env.VAPID_PRIVATE_KEY !== undefined, {
    message:
      'production keeps one VAPID key pair; without it browsers subscribed to Web Push would go silent',
    path: ['VAPID_PRIVATE_KEY'],
  })
  // Issue 17: every email's links pointed at localhost:3000 where nobody set it; in production
  // the service does not start without the public address of the web app.
  .refine((env) => env.NODE_ENV !== 'production' || env.WEB_BASE_URL !== undefined, {
    message: 'WEB_BASE_URL (the public web app, for links in emails) is required in production',
    path: ['WEB_BASE_URL'],
  })
  // Issue 32 item 4: a production deployment's mail must reach people; without SMTP it would be
  // written to files in the pod and lost with it.
  .refine((env) => env.APP_ENV !== 'production' || env.SMTP_URL !== undefined, {
    message: 'production sends real mail; without it every message would be written to MAIL_DIR and lost',
    path: ['SMTP_URL'],
  })
  // The addresses written in this repository are development defaults nobody receives mail at.
  .refine((env) => env.APP_ENV !== 'production' || !/@moorline\.local>?$/.test(env.MAIL_FROM), {
    message: 'is the development sender (moorline.local); production sends from a real domain',
    path: ['MAIL_FROM'],
  })
  .refine((env) => env.APP_ENV !== 'production' || !env.SUPPORT_EMAIL.endsWith('@moorline.local'), {
    message: 'is the development inbox (moorline.local); production needs one people read',
    path: ['SUPPORT_EMAIL'],
  });

// WEB_BASE_URL when unset: the web app of `make start`. Applied where links are built, not as a
// schema default, so that callers starting this service by hand (the BFF's tests) need not name it.
export const defaultWebBaseUrl = 'http://localhost:3000';

export type NotificationConfig = z.infer<typeof notificationEnv>;

export const readConfig = (): NotificationConfig => loadConfig(notificationEnv);
