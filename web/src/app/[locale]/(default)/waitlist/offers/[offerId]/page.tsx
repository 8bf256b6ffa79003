import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '../../../../../../components/content/page-intro';
import { WaitlistOfferView } from '../../../../../../components/waitlist/waitlist-offer-view';
import { pageLocale } from '../../../../../../i18n/page-locale';
import { privatePageMetadata } from '../../../../../../site/page-metadata';

type Props = { params: Promise<{ locale: string; offerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Waitlist' });
  return privatePageMetadata(t('offerTitle'));
}

// Issue 30 item 4: /{locale}/waitlist/offers/{offerId}, the link in a waitlist offer's email and
// push. The layout signs the boater in first; the BFF answers another boater's offer 404.
export default async function WaitlistOfferPage({ params }: Props) {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Waitlist' });
  const { offerId } = await params;
  return (
    <>
      <PageIntro title={t('offerTitle')} lead={t('offerLead')} />
      <WaitlistOfferView offerId={offerId} />
    </>
  );
}
