import { htmlOfText } from '../mail/mail-html';
import type { MailLanguage } from '../mail/mail-language';
import type { AccountMailTemplate } from './account-mail-template';

// The bays are on the Adriatic, in one time zone: an expiry is shown there, with the zone named,
// never in the zone of whichever server sends the mail.
const mailTimeZone = 'Europe/Zagreb';

const dateFormats: Record<MailLanguage, { locale: string; date: Intl.DateTimeFormatOptions }> = {
  en: { locale: 'en-US', date: { dateStyle: 'long' } },
  // ICU's long month is in the nominative ("15. marec"), which reads wrong after "do"; numeric does not.
  sl: { locale: 'sl-SI', date: { day: 'numeric', month: 'numeric', year: 'numeric' } },
  hr: { locale: 'hr-HR', date: { dateStyle: 'long' } },
  it: { locale: 'it-IT', date: { dateStyle: 'long' } },
};

/** The date and the time of day, with its zone, written the way the language writes them. */
export function formatExpiry(expiresAt: Date, language: MailLanguage): { date: string; time: string } {
  const { locale, date } = dateFormats[language];
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: mailTimeZone }).format(expiresAt);
  return { date: format(date), time: format({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }) };
}

export function verifyEmailLink(webBaseUrl: string, language: MailLanguage, verificationKey: string): string {
  return `${webBaseUrl}/${language}/auth/verify-email?key=${encodeURIComponent(verificationKey)}`;
}

export function resetPasswordLink(
  webBaseUrl: string,
  language: MailLanguage,
  uid: string,
  token: string,
): string {
  return `${webBaseUrl}/${language}/auth/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`;
}

export interface AccountMailInput {
  language: MailLanguage;
  firstName: string;
  link: string;
  expiresAt: Date;
}

export interface RenderedAccountMail {
  subject: string;
  text: string;
  html: string;
}

/** An account email in the reader's language: the plain text, and the same words as simple HTML. */
export function renderAccountMail(
  template: AccountMailTemplate,
  input: AccountMailInput,
): RenderedAccountMail {
  const { subject, text } = template[input.language]({
    firstName: input.firstName.trim(),
    link: input.link,
    expires: formatExpiry(input.expiresAt, input.language),
  });
  return { subject, text, html: htmlOfText(text, input.language, [input.link]) };
}
