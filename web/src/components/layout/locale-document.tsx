import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { reloadGuardScript } from '../../build-version/reload-guard';
import { config, publicConfig } from '../../config';
import { localeInfo, type LocaleCode } from '../../i18n/locales';
import { clientMessages, loadMessages } from '../../i18n/messages';
import { TIME_ZONE } from '../../i18n/request';
import { BuildVersionWatcher } from '../build-version/build-version-watcher';
import { SessionStarter } from '../session/session-starter';
import { PublicConfigProvider } from './public-config-provider';
import '../../styles/tokens.css';
import '../../styles/base.css';
import '../../styles/layout.css';
import '../../styles/components.css';

export const siteViewport: Viewport = { themeColor: '#0b3a5c', width: 'device-width', initialScale: 1 };

// Site-wide metadata, shared by the locale layout and the global 404. `pageTitle` is for a document
// without child segments, where the title template does not apply.
export async function siteMetadata(locale: LocaleCode, pageTitle?: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const siteName = t('siteName');
  return {
    metadataBase: new URL(config.siteOrigin),
    title:
      pageTitle === undefined
        ? { default: siteName, template: `%s · ${siteName}` }
        : `${pageTitle} · ${siteName}`,
    description: t('description'),
  };
}

// The whole document in one language: <html lang>, the reload guard, the skip link and the
// providers. The locale layout renders pages in it; app/global-not-found.tsx renders the 404 in it,
// because Next renders that page without any layout.
export async function LocaleDocument({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
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
            <SessionStarter />
            {children}
          </PublicConfigProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
