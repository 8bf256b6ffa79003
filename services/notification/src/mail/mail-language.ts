/** The languages Moorline writes in (spec: en, sl, hr, it). */
export const mailLanguages = ['en', 'sl', 'hr', 'it'] as const;

export type MailLanguage = (typeof mailLanguages)[number];

/** The language to write in for a code from a request or an event; anything else is English. */
export function mailLanguage(code: string): MailLanguage {
  return (mailLanguages as readonly string[]).includes(code) ? (code as MailLanguage) : 'en';
}
