import { getTranslations } from 'next-intl/server';
import { Link } from '../../i18n/navigation';

export async function NotFoundView() {
  const t = await getTranslations('Errors');
  return (
    // Nested: .container's padding shorthand (layout.css, loaded later) would undo .error-page's.
    <div className="container">
      <div className="error-page">
        <h1>{t('notFoundTitle')}</h1>
        <p className="prose">{t('notFoundBody')}</p>
        <Link className="button" href="/">
          {t('backHome')}
        </Link>
      </div>
    </div>
  );
}
