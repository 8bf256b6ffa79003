import type { MailLanguage } from '../mail/mail-language';

/** What an account email says that changes from one message to the next, already localized. */
export interface AccountMailValues {
  /** Empty for an account from QR sign-up, which does not ask for it. */
  firstName: string;
  link: string;
  /** When the link stops working, formatted for the language: e.g. "March 15, 2026", "2:00 PM GMT+1". */
  expires: { date: string; time: string };
}

export interface AccountMailCopy {
  subject: string;
  text: string;
}

/** One email kind, written whole in each language. */
export type AccountMailTemplate = Record<MailLanguage, (values: AccountMailValues) => AccountMailCopy>;

/** Italian "fino al 15 marzo" elides before a vowel sound: "fino all'8 marzo", "all'11", "all'1". */
export function italianUntil(date: string): string {
  return /^(1|8|11)\D/.test(date) ? `fino all'${date}` : `fino al ${date}`;
}
