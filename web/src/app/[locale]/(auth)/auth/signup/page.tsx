import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignUpForm } from '../../../../../components/auth/sign-up-form';
import { PageIntro } from '../../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';
import { toSearchParams, type SearchParams } from '../../../../../site/search-params';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SignUpPage' });
  return privatePageMetadata(t('title'));
}

// ?email= comes from a walk-up guest's booking email: signing up with that address claims the booking.
export default async function SignUpPage({ params, searchParams }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SignUpPage' });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <SignUpForm variant={{ kind: 'plain', email: toSearchParams(await searchParams).get('email') ?? '' }} />
    </>
  );
}
