import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { reloadGuardScript } from '../../build-version/reload-guard';
import { BuildVersionWatcher } from '../../components/build-version/build-version-watcher';
import { PublicConfigProvider } from '../../components/layout/public-config-provider';
import { config, publicConfig } from '../../config';
import { isLocale, localeInfo, type LocaleCode } from '../../i18n/locales';
import { clientMessages, loadMessages } from '../../i18n/messages';
import { TIME_ZONE } from '../../i18n/request';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/layout.css';
import '../../styles/components.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Unknown first segments (e.g. /robots.txt typos) still render inside this layout; the page then
// answers 404, so fall back to the configured language for the chrome.
async function layoutLocale(params: Props['params']): Promise<LocaleCode> {
  const { locale } = await params;
  if (isLocale(locale)) return locale;
  return isLocale(config.defaultLocale) ? config.defaultLocale : 'en';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await layoutLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(config.siteOrigin),
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('description'),
  };
}

export const viewport: Viewport = { themeColor: '#0b3a5c', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await layoutLocale(params);
  // Reading the nonce makes every page dynamic, which a per-request CSP nonce needs anyway.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  const messages = await loadMessages(locale);
  const t = await getTranslations({ locale, namespace: 'Navbar' });
  return (
    <html lang={localeInfo(locale).isoTag}>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: reloadGuardScript() }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)} timeZone={TIME_ZONE}>
          <PublicConfigProvider value={publicConfig()}>
            <BuildVersionWatcher />
            {children}
          </PublicConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
