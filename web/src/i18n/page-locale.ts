import { notFound } from 'next/navigation';
import { isLocale, type LocaleCode } from './locales';

export type LocaleParams = Promise<{ locale: string }>;

// The [locale] segment matches anything (e.g. /favicon.ico), so pages reject what is not a locale.
export async function pageLocale(params: LocaleParams): Promise<LocaleCode> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
