import { interfaceLanguages, type InterfaceLanguage } from '@moorline/contracts';

/** The four interface languages (spec §3 locale); every visitor-facing text exists in each. */
export const locales = interfaceLanguages;

export type Locale = InterfaceLanguage;

export type LocalizedText = Record<Locale, string>;
