import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LocaleDocument, siteMetadata, siteViewport } from '../../components/layout/locale-document';
import { config } from '../../config';
import { isLocale, type LocaleCode } from '../../i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Unknown first segments (e.g. /robots.txt typos) still render inside this layout; the page then
// answers 404, so fall back to the configured language for the chrome.
async function layoutLocale(params: Props['params']): Promise<LocaleCode> {
  const { locale } = await params;
  if (isLocale(locale)) return locale;
  return isLocale(config.defaultLocale) ? config.defaultLocale : 'en';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return siteMetadata(await layoutLocale(params));
}

export const viewport = siteViewport;

export default async function LocaleLayout({ children, params }: Props) {
  return <LocaleDocument locale={await layoutLocale(params)}>{children}</LocaleDocument>;
}
