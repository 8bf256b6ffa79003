import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UserBookings } from '../../../../../../components/admin/user-bookings';
import { PageIntro } from '../../../../../../components/content/page-intro';
import { Link } from '../../../../../../i18n/navigation';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = {
  params: Promise<{ locale: string; userId: string }>;
  searchParams: Promise<{ email?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminUsers' });
  return privatePageMetadata(t('bookingsTitle'));
}

// The id comes from the address; the BFF answers 404 for an unknown one and 403 for a non-admin.
// The email only names the page and leads back to the search; the bookings are read by id.
export default async function AdminUserBookingsPage({ params, searchParams }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'AdminUsers' });
  const { userId } = await params;
  const { email } = await searchParams;
  const known = typeof email === 'string' && email !== '' ? email : null;
  return (
    <>
      <p>
        <Link href={known === null ? '/admin/users' : `/admin/users?email=${encodeURIComponent(known)}`}>
          {t('backToSearch')}
        </Link>
      </p>
      <PageIntro title={t('bookingsTitle')} lead={known ?? userId} />
      <UserBookings userId={userId} />
    </>
  );
}
