'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { pinSymbol } from '../../map/map-symbols';
import type { MapEmbed } from '../../http/api-schema';
import { bayPage } from '../../site/public-pages';
import { usePublicConfig } from '../layout/public-config-provider';
import { MapCanvas } from './map-canvas';
import type { MapPin } from './map-view';
import './map.css';
import { useMapControlLabels } from './use-map-labels';

// /{locale}/map-embed/{uuid} (issue 5 item 10): the partner's bays on a map inside the partner's
// page. Nobody is signed in inside a third-party frame, so pins carry no live state (spec §6).
// Links open the bay page in a new tab carrying the embed's id, which the booking is credited to.

const noop = () => undefined;

export function bayPageHref(locale: string, slug: string, embedId: string): string {
  return `/${locale}${bayPage(slug)}?${new URLSearchParams({ embed: embedId }).toString()}`;
}

export function EmbedExplorer({ embed }: { embed: MapEmbed }) {
  const t = useTranslations('MapEmbed');
  const m = useTranslations('MapPage');
  const locale = useLocale();
  const { mapStyleUrl } = usePublicConfig();
  const pins: MapPin[] = useMemo(() => {
    const symbol = pinSymbol('sign_in_required');
    return embed.bays.map((bay) => ({ ...bay, symbol, stateLabel: m(`pins.${symbol.label}`), misfit: null }));
  }, [embed.bays, m]);
  const labels = useMapControlLabels();
  const open = (slug: string) => window.open(bayPageHref(locale, slug, embed.id), '_blank', 'noopener');
  return (
    <div className="embed-explorer" data-theme={embed.theme}>
      <div className="embed-explorer__side">
        <h1 className="embed-explorer__title">{t('title', { partner: embed.partner_name })}</h1>
        <h2 className="bay-list__heading">{t('baysHeading')}</h2>
        <ul className="bay-list__items">
          {embed.bays.map((bay) => (
            <li key={bay.slug}>
              <a
                className="bay-list__item"
                href={bayPageHref(locale, bay.slug, embed.id)}
                target="_blank"
                rel="noopener"
                data-slug={bay.slug}
              >
                <span className="bay-list__text">
                  <span className="bay-list__name">{t('openBay', { bay: bay.name })}</span>
                  <span className="bay-list__state">{t('newTab')}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="field__hint">{t('poweredBy')}</p>
      </div>
      <div className="map-explorer__map" role="region" aria-label={m('mapLabel')}>
        <MapCanvas
          styleUrl={mapStyleUrl}
          initialView={{ longitude: embed.center.lon, latitude: embed.center.lat, zoom: embed.zoom }}
          camera={null}
          pins={pins}
          selectedSlug={null}
          buoys={[]}
          labels={labels}
          onSelectBay={open}
          onViewChange={noop}
          unavailableText={m('mapUnavailable')}
          loadingText={m('mapLoading')}
        />
      </div>
    </div>
  );
}
