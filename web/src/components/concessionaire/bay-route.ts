import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '../../i18n/page-locale';
import { privatePageMetadata } from '../../site/page-metadata';

// The routes under /concessionaires/{bayUuid}/: what each page file needs from its params.

export type BayRouteProps = { params: Promise<{ locale: string; bayUuid: string }> };

type BayPageNamespace =
  'ConcessionaireOverview' | 'BookingHistory' | 'Turnover' | 'Onboarding' | 'BaySetupPage' | 'BayAuditPage';

/** The page's title from its namespace; back-office pages stay out of search results. */
export async function bayRouteMetadata(props: BayRouteProps, namespace: BayPageNamespace): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(props.params), namespace });
  return privatePageMetadata(t('title'));
}

/** The bay of the address; whether the caller runs it is checked by the page and the server. */
export async function bayRouteId(props: BayRouteProps): Promise<string> {
  await pageLocale(props.params);
  return (await props.params).bayUuid;
}
