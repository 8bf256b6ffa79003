import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UserSearch } from '../../../../../components/admin/user-search';
import { PageIntro } from '../../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';

type Props = { params: LocaleParams; searchParams: Promise<{ email?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminUsers' });
  return privatePageMetadata(t('title'));
}

// The search lives in the address (`?email=`), so the way back from a user's bookings keeps it.
export default async function AdminUsersPage({ params, searchParams }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminUsers' });
  const { email } = await searchParams;
  const typed = typeof email === 'string' ? email : '';
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <UserSearch key={typed} email={typed} />
    </>
  );
}
