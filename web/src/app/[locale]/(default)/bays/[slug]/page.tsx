import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BayDetails } from '../../../../../components/bay/bay-details';
import { BAY_CLIENT_NAMESPACES, pickMessages } from '../../../../../i18n/messages';
import { pageLocale } from '../../../../../i18n/page-locale';
import { loadOfflineLandLayer } from '../../../../../bay-images/offline-land-layer';
import { fetchBayBuoys, fetchBayDetail } from '../../../../../map/map-api';
import { serverApiClient } from '../../../../../map/server-api';
import { defaultStay } from '../../../../../map/stay-query';
import { pageMetadata } from '../../../../../site/page-metadata';
import { bayPage } from '../../../../../site/public-pages';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Metadata and page ask once per request.
const loadBay = cache((slug: string) => fetchBayDetail(serverApiClient(), slug));

// The buoys as a visitor gets them (positions and catalog states) and the land, for the small map
// and the drawn pictures' versions; without them the page still shows, with less.
function loadVisitorBuoys(slug: string) {
  return fetchBayBuoys(serverApiClient(), slug, defaultStay()).catch(() => null);
}

function loadLand() {
  return loadOfflineLandLayer().catch(() => []);
}

const DESCRIPTION_LENGTH = 160;

function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const bay = await loadBay(slug);
  if (bay === null) return {};
  return {
    ...pageMetadata(locale, bayPage(bay.slug), bay.name),
    description: summary(bay.description[locale]),
  };
}

export default async function BayPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const [bay, buoys, land] = await Promise.all([loadBay(slug), loadVisitorBuoys(slug), loadLand()]);
  if (bay === null) notFound();
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, BAY_CLIENT_NAMESPACES)}>
      <BayDetails bay={bay} buoys={buoys} land={land} locale={locale} />
    </NextIntlClientProvider>
  );
}
