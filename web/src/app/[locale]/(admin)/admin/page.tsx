import { redirect } from 'next/navigation';
import { ADMIN_HOME } from '../../../../components/admin/admin-nav-items';
import { pageLocale, type LocaleParams } from '../../../../i18n/page-locale';

// /admin opens the console's first section; the guard there decides who may see it.
export default async function AdminHome({ params }: { params: LocaleParams }) {
  redirect(`/${await pageLocale(params)}${ADMIN_HOME}`);
}
