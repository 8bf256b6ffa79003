import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignUpForm } from '../../../../../components/auth/sign-up-form';
import { PageIntro } from '../../../../../components/content/page-intro';
import { pageLocale, type LocaleParams } from '../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../site/page-metadata';
import { firstSearchParam, type SearchParams } from '../../../../../site/search-params';

type Props = { params: LocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'SignUpQrPage' });
  return privatePageMetadata(t('title'));
}

// The QR code's slug arrives as ?key=…; the server says whether it names a real code.
export default async function SignUpQrPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SignUpQrPage' });
  const errors = await getTranslations({ locale, namespace: 'ErrorCodes' });
  const qrKey = firstSearchParam(await searchParams, 'key');
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      {qrKey === '' ? (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{errors('invalid_key')}</p>
          <p>{t('missingKey')}</p>
        </div>
      ) : (
        <SignUpForm variant={{ kind: 'qr', qrKey }} />
      )}
    </>
  );
}
