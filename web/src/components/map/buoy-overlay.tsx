'use client';

import type { Texture } from '@luma.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import type { MapBuoy } from '../../map/map-buoys';
import { buoySymbol, symbolId } from '../../map/map-symbols';
import { useBuoyLimitsText } from '../booking/use-buoy-limits';
import type { SymbolAtlas } from './symbol-atlas';
import { useBuoyStateText } from './use-buoy-state-text';

// deck.gl draws the buoys over the map. It is a chunk of its own that map-view.tsx loads only once
// a view has buoys to draw (zoom 10 and closer): the opening map of the Adriatic never parses it
// (issue 17: first paint).

export type BuoyOverlayProps = {
  buoys: MapBuoy[];
  atlas: SymbolAtlas;
  onSelectBay: (slug: string) => void;
  /** Called once the overlay is on the map. */
  onShown: () => void;
};

function buoyLayer(buoys: MapBuoy[], atlas: SymbolAtlas, onSelectBay: (slug: string) => void) {
  return new IconLayer<MapBuoy>({
    id: 'buoys',
    data: buoys,
    // deck.gl turns an image (here a canvas) given as the atlas into a texture itself.
    iconAtlas: atlas.canvas as unknown as Texture,
    iconMapping: atlas.mapping,
    getIcon: (buoy) => {
      const symbol = buoySymbol(buoy);
      return symbolId('buoy', symbol.glyph, symbol.tone);
    },
    getPosition: (buoy) => [buoy.lon, buoy.lat],
    // A buoy's circle spans about 24 m: apart when close in, a dense field further out.
    getSize: 24,
    sizeUnits: 'meters',
    sizeMinPixels: 8,
    sizeMaxPixels: 34,
    pickable: true,
    onClick: (info) => {
      if (info.object) onSelectBay(info.object.baySlug);
      return true;
    },
    updateTriggers: { getIcon: buoys },
  });
}

/**
 * A buoy's hover text: its name and, for the selected bay's buoys (the viewport's compact answer
 * carries no limits), its own size limit (issue 28), then its state (held and booked read
 * differently, issue 28 item 6). The panel's rows say the same for keyboards.
 */
function useBuoyTooltip(): (buoy: MapBuoy) => string {
  const t = useTranslations('BuoyFit');
  const map = useTranslations('MapPage');
  const limitsText = useBuoyLimitsText();
  const stateText = useBuoyStateText();
  return (buoy) => {
    const name =
      buoy.limits === null
        ? map('buoyName', { label: buoy.label })
        : t('tooltip', { label: buoy.label, limits: limitsText(buoy.limits) });
    return `${name}\n${stateText(buoy)}`;
  };
}

/**
 * Extra pixels around a touch that still pick a buoy: a buoy drawn 8 px wide far out is hard to
 * hit with a finger, so on a touch screen every buoy takes taps within 12 px of its centre, a
 * target of at least 24 px (issue 28 item 6, WCAG 2.5.8). A mouse keeps exact picking.
 */
const TOUCH_PICKING_RADIUS_PX = 12;

function pickingRadius(): number {
  return window.matchMedia('(pointer: coarse)').matches ? TOUCH_PICKING_RADIUS_PX : 0;
}

export default function BuoyOverlay({ buoys, atlas, onSelectBay, onShown }: BuoyOverlayProps) {
  const tooltip = useBuoyTooltip();
  // Overlaid, not interleaved: @deck.gl/mapbox 9.4 reads MapLibre 6's private transform there.
  const props: MapboxOverlayProps = {
    interleaved: false,
    pickingRadius: pickingRadius(),
    layers: [buoyLayer(buoys, atlas, onSelectBay)],
    getTooltip: (info) =>
      info.layer?.id === 'buoys' && info.object ? tooltip(info.object as MapBuoy) : null,
  };
  const overlay = useControl<MapboxOverlay>(() => new MapboxOverlay(props));
  overlay.setProps(props);
  useEffect(onShown, [onShown]);
  return null;
}
