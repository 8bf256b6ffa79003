import type { eventsV1 } from '@moorline/contracts';
import type { Kysely } from 'kysely';
import { htmlOfText } from '../mail/mail-html';
import { mailLanguage } from '../mail/mail-language';
import type { Mailer } from '../mail/mailer';
import { sendOnce } from '../mail/send-once';
import type { NotificationTables } from '../notification.tables';
import {
  applicationMailClosing,
  applicationMailTemplates,
  type ApplicationMailKind,
} from './application-mail.template';

export interface ApplicationMailDeps {
  mailer: Mailer;
  webBaseUrl: string;
}

/** What every application event carries, whichever state it announces. */
type ApplicationEvent = Pick<
  eventsV1.ApplicationSubmitted,
  'applicationId' | 'applicant' | 'bayName' | 'companyName'
> & {
  reason?: string;
};

/** The email of one state change, in the applicant's language (anything unknown: English). */
export function renderApplicationMail(
  kind: ApplicationMailKind,
  event: ApplicationEvent,
  webBaseUrl: string,
) {
  const language = mailLanguage(event.applicant?.language ?? '');
  const link = `${webBaseUrl}/${language}/concessionaires/apply`;
  const body = applicationMailTemplates[kind][language]({
    bayName: event.bayName,
    companyName: event.companyName,
    link,
    reason: event.reason ?? '',
  });
  const text = `${body.text}\n\n${applicationMailClosing[language](link)}`;
  return { subject: body.subject, text, html: htmlOfText(text, language, [link]), link };
}

/**
 * One email per application and state (issue 27 item 1): an application reaches each state once,
 * so the key is the application and the state, not the event.
 */
export async function sendApplicationMail(
  db: Kysely<NotificationTables>,
  deps: ApplicationMailDeps,
  kind: ApplicationMailKind,
  event: ApplicationEvent,
): Promise<void> {
  const to = event.applicant?.email;
  if (!to) return;
  const mail = renderApplicationMail(kind, event, deps.webBaseUrl);
  await sendOnce(db, deps.mailer, `application-${kind}:${event.applicationId}`, {
    kind: `application-${kind}`,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<application-${kind}-${event.applicationId}@moorline>`,
    links: [mail.link],
  });
}
