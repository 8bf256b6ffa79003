import { interfaceLanguages, isInterfaceLanguage, type InterfaceLanguage } from '@moorline/contracts';

/** The languages Moorline writes in (spec: en, sl, hr, it). */
export const mailLanguages = interfaceLanguages;

export type MailLanguage = InterfaceLanguage;

/** The language to write in for a code from a request or an event; anything else is English. */
export function mailLanguage(code: string): MailLanguage {
  return isInterfaceLanguage(code) ? code : 'en';
}
