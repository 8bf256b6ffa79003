'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import { BAY_ZOOM } from '../../map/base-style';
import { fetchBayBuoys } from '../../map/map-api';
import { fromBayBuoys } from '../../map/map-buoys';
import { pinSymbol } from '../../map/map-symbols';
import { defaultStay } from '../../map/stay-query';
import { usePublicConfig } from '../layout/public-config-provider';
import { MapCanvas } from '../map/map-canvas';
import '../map/map.css';
import { useMapControlLabels } from '../map/use-map-labels';

// The small map of the bay page (spec §2): the bay's pin and its buoys tonight, from the same
// engine chunk as the big map.

type Props = { slug: string; name: string; lat: number; lon: number };

const noop = () => undefined;

export function BayMiniMap({ slug, name, lat, lon }: Props) {
  const t = useTranslations('MapPage');
  const api = useApiClient();
  const session = useStoredSession();
  const { mapStyleUrl } = usePublicConfig();
  const owner = session.signedIn ? session.user.email : null;
  const { data } = useSWR(['bay-mini-map', slug, owner], () => fetchBayBuoys(api, slug, defaultStay()));
  const symbol = pinSymbol(data?.pin_state ?? 'sign_in_required');
  const pins = useMemo(
    () => [{ slug, name, lat, lon, symbol, stateLabel: t(`pins.${symbol.label}`) }],
    [slug, name, lat, lon, symbol, t],
  );
  const buoys = useMemo(() => (data ? fromBayBuoys(data) : []), [data]);
  const labels = useMapControlLabels();
  return (
    <div className="bay-mini-map">
      <MapCanvas
        styleUrl={mapStyleUrl}
        initialView={{ longitude: lon, latitude: lat, zoom: BAY_ZOOM }}
        camera={null}
        pins={pins}
        selectedSlug={slug}
        buoys={buoys}
        labels={labels}
        onSelectBay={noop}
        onViewChange={noop}
        unavailableText={t('mapUnavailable')}
      />
    </div>
  );
}
