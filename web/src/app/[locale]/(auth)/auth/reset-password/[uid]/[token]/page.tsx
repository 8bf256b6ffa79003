import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPassword } from '../../../../../../../components/auth/reset-password';
import { PageIntro } from '../../../../../../../components/content/page-intro';
import { pageLocale } from '../../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; uid: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'ResetPasswordPage' });
  return privatePageMetadata(t('title'));
}

// The link in the reset email: /{locale}/auth/reset-password/{uid}/{token}
export default async function ResetPasswordPage({ params }: Props) {
  const { uid, token } = await params;
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'ResetPasswordPage' });
  return (
    <>
      <PageIntro title={t('title')} />
      <ResetPassword uid={uid} token={token} />
    </>
  );
}
