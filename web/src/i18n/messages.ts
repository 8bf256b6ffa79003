import type { LocaleCode } from './locales';
import type en from '../messages/en.json';

export type Messages = typeof en;

const loaders: Record<LocaleCode, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en.json'),
  sl: () => import('../messages/sl.json'),
  hr: () => import('../messages/hr.json'),
  it: () => import('../messages/it.json'),
};

export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  return (await loaders[locale]()).default;
}

// Client components only receive the namespaces they render, to keep page payloads small.
export const CLIENT_NAMESPACES = [
  'AccountMenu',
  'LanguageSwitcher',
  'ContactForm',
  'Errors',
  'ConcessionaireLayout',
] as const;

export function clientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return {
    AccountMenu: messages.AccountMenu,
    LanguageSwitcher: messages.LanguageSwitcher,
    ContactForm: messages.ContactForm,
    Errors: messages.Errors,
    ConcessionaireLayout: messages.ConcessionaireLayout,
  };
}
