/** The four interface languages (spec §3 locale); every visitor-facing text exists in each. */
export const locales = ['en', 'sl', 'hr', 'it'] as const;

export type Locale = (typeof locales)[number];

export type LocalizedText = Record<Locale, string>;
