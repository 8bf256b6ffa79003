import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplyView } from '../../../../../components/apply/apply-view';
import { PageIntro } from '../../../../../components/content/page-intro';
import { RequireSession } from '../../../../../components/session/require-session';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'ApplyPage' });
  return privatePageMetadata(t('title'));
}

// Signed in only: a visitor signs in and comes back here. Signing in needs a verified address
// (auth refuses `email_not_verified`), so whoever sees the form is verified.
export default async function ApplyPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'ApplyPage' });
  return (
    <div className="apply-page">
      <PageIntro title={t('title')} lead={t('lead')} />
      <p className="alert alert--info">{t('verifiedNote')}</p>
      <RequireSession>
        <ApplyView />
      </RequireSession>
    </div>
  );
}
