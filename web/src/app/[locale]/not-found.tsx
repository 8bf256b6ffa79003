import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '../../components/errors/not-found-view';
import { PageShell } from '../../components/layout/page-shell';

// For notFound() called by a page (e.g. a first segment that is no locale). Paths that no route
// matches are answered by app/global-not-found.tsx, which Next renders on the server in full.
export async function generateMetadata() {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle') };
}

export default function NotFound() {
  return (
    <PageShell>
      <NotFoundView />
    </PageShell>
  );
}
