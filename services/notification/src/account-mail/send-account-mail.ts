import type { eventsV1 } from '@moorline/contracts';
import type { ConsumedEvent } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { mailLanguage, type MailLanguage } from '../mail/mail-language';
import type { Mailer } from '../mail/mailer';
import { sendOnce } from '../mail/send-once';
import type { NotificationTables } from '../notification.tables';
import type { AccountMailTemplate } from './account-mail-template';
import { renderAccountMail, resetPasswordLink, verifyEmailLink } from './render-account-mail';
import { resetPasswordTemplate } from './reset-password.template';
import { verifyEmailTemplate } from './verify-email.template';

type Db = Kysely<NotificationTables>;

export interface AccountMailDeps {
  mailer: Mailer;
  webBaseUrl: string;
}

const hour = 60 * 60 * 1000;

/** The verification email for EmailVerificationRequested; each request (a resend too) sends one. */
export async function sendVerificationEmail(
  db: Db,
  deps: AccountMailDeps,
  event: ConsumedEvent<typeof eventsV1.EmailVerificationRequested.$type>,
): Promise<void> {
  const request = event.payload;
  await sendAccountMail(db, deps.mailer, event, request, {
    kind: 'verify-email',
    template: verifyEmailTemplate,
    validityMs: 72 * hour,
    link: (language) => verifyEmailLink(deps.webBaseUrl, language, request.verificationKey),
  });
}

/** The password-reset email for PasswordResetRequested. */
export async function sendPasswordResetEmail(
  db: Db,
  deps: AccountMailDeps,
  event: ConsumedEvent<typeof eventsV1.PasswordResetRequested.$type>,
): Promise<void> {
  const request = event.payload;
  await sendAccountMail(db, deps.mailer, event, request, {
    kind: 'reset-password',
    template: resetPasswordTemplate,
    validityMs: hour,
    link: (language) => resetPasswordLink(deps.webBaseUrl, language, request.uid, request.token),
  });
}

/** What both auth requests carry for their email. */
interface AccountMailRequest {
  email: string;
  firstName: string;
  language: string;
  expiresAt?: Date | undefined;
}

interface AccountMailKind {
  /** Names the idempotency key, the Message-ID and the .eml file. */
  kind: string;
  template: AccountMailTemplate;
  /** Auth's validity (3 days to verify, 1 hour to reset); only for an event without expires_at. */
  validityMs: number;
  link: (language: MailLanguage) => string;
}

/**
 * Keyed by the event, not the user: a replayed event sends nothing twice, while a second request
 * (the user asked again) is a new event and sends a new email.
 */
async function sendAccountMail(
  db: Db,
  mailer: Mailer,
  event: ConsumedEvent,
  request: AccountMailRequest,
  { kind, template, validityMs, link: linkFor }: AccountMailKind,
): Promise<void> {
  const language = mailLanguage(request.language);
  const link = linkFor(language);
  const mail = renderAccountMail(template, {
    language,
    firstName: request.firstName,
    link,
    expiresAt: request.expiresAt ?? new Date(event.occurredAt.getTime() + validityMs),
  });
  await sendOnce(db, mailer, `${kind}:${event.eventId}`, {
    kind,
    to: request.email,
    ...mail,
    messageId: `<${kind}-${event.eventId}@moorline>`,
    links: [link],
  });
}
