'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { MapControlLabels } from './map-view';

/** The map's own controls in the page language (MapLibre's defaults are English). */
export function useMapControlLabels(): MapControlLabels {
  const t = useTranslations('MapPage');
  return useMemo(
    () => ({
      map: t('mapLabel'),
      zoomIn: t('mapControls.zoomIn'),
      zoomOut: t('mapControls.zoomOut'),
      attribution: t('mapControls.attribution'),
    }),
    [t],
  );
}
