import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerifyEmail } from '../../../../../components/auth/verify-email';
import { PageIntro } from '../../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';
import { firstSearchParam, type SearchParams } from '../../../../../site/search-params';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'VerifyEmailPage' });
  return privatePageMetadata(t('title'));
}

// The link in the verification email: /{locale}/auth/verify-email?key=…
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'VerifyEmailPage' });
  return (
    <>
      <PageIntro title={t('title')} />
      <VerifyEmail verificationKey={firstSearchParam(await searchParams, 'key')} />
    </>
  );
}
