import { getTranslations } from 'next-intl/server';
import { PageShell } from '../../components/layout/page-shell';
import { Link } from '../../i18n/navigation';

export async function generateMetadata() {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle') };
}

export default async function NotFound() {
  const t = await getTranslations('Errors');
  return (
    <PageShell>
      <div className="container error-page">
        <h1>{t('notFoundTitle')}</h1>
        <p className="prose">{t('notFoundBody')}</p>
        <Link className="button" href="/">
          {t('backHome')}
        </Link>
      </div>
    </PageShell>
  );
}
