import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundView } from '../components/errors/not-found-view';
import { LocaleDocument, siteMetadata, siteViewport } from '../components/layout/locale-document';
import { PageShell } from '../components/layout/page-shell';

// Paths that no route matches, such as /sl/no-such-page (the proxy has already sent paths without a
// locale to one). Next renders this page without layouts and, unlike a notFound() thrown while
// rendering, fully on the server with status 404, so the page reads without JavaScript. The locale
// comes from the proxy: the route's locale, else the language cookie, else the default.
export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return siteMetadata(locale, t('notFoundTitle'));
}

export const viewport = siteViewport;

export default async function GlobalNotFound() {
  return (
    <LocaleDocument locale={await getLocale()}>
      <PageShell>
        <NotFoundView />
      </PageShell>
    </LocaleDocument>
  );
}
