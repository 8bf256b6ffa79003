'use client';

import type { Texture } from '@luma.gl/core';
import { IconLayer } from '@deck.gl/layers';
import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Map,
  Marker,
  NavigationControl,
  useControl,
  type MapRef,
  type MapSourceDataEvent,
} from 'react-map-gl/maplibre';
import {
  initialBasemap,
  LAND_BOUNDS,
  ONLINE_BASE_TIMEOUT_MS,
  probeStyle,
  styleOf,
  type Basemap,
} from '../../map/base-style';
import type { MapBuoy } from '../../map/map-buoys';
import { buoySymbol, symbolId, type PinSymbol } from '../../map/map-symbols';
import type { Bbox } from '../../map/map-api';
import { SymbolIcon } from '../symbols/symbol-icon';
import { SymbolAtlasSource, type SymbolAtlas } from './symbol-atlas';

// The map engine: MapLibre draws the base map, deck.gl the buoys, DOM markers the bay pins
// (so their names render as text). This module and its libraries load only on pages with a map
// (next/dynamic in map-canvas.tsx), never into other pages' bundles.

const NAMES_ZOOM = 7.5;
const BOUNDS: [number, number, number, number] = [
  LAND_BOUNDS.minLon,
  LAND_BOUNDS.minLat,
  LAND_BOUNDS.maxLon,
  LAND_BOUNDS.maxLat,
];

// MapLibre starts its worker from this file; the bundler emits it under /_next/static/media.
const WORKER_URL = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;

export type MapPin = {
  slug: string;
  name: string;
  lat: number;
  lon: number;
  symbol: PinSymbol;
  stateLabel: string;
};
export type MapCamera = { id: number; longitude: number; latitude: number; zoom: number };
export type MapViewChange = { bbox: Bbox; zoom: number };
export type MapControlLabels = { map: string; zoomIn: string; zoomOut: string; attribution: string };

export type MapViewProps = {
  styleUrl: string | null;
  initialView: { longitude: number; latitude: number; zoom: number };
  camera: MapCamera | null;
  pins: MapPin[];
  selectedSlug: string | null;
  buoys: MapBuoy[];
  labels: MapControlLabels;
  onSelectBay: (slug: string) => void;
  onViewChange: (view: MapViewChange) => void;
  onFailed: () => void;
};

function DeckOverlay(props: MapboxOverlayProps) {
  const overlay = useControl<MapboxOverlay>(() => new MapboxOverlay(props));
  overlay.setProps(props);
  return null;
}

function viewOf(map: MapRef): MapViewChange {
  const bounds = map.getBounds();
  return {
    bbox: {
      minLon: bounds.getWest(),
      minLat: bounds.getSouth(),
      maxLon: bounds.getEast(),
      maxLat: bounds.getNorth(),
    },
    zoom: map.getZoom(),
  };
}

/**
 * Issue 17: the online style once its JSON is in hand, else the offline base. Should the online
 * style's sources fail before its first tile arrives, or that tile take too long, the offline base
 * replaces it; the app's pins and buoys sit above either (DOM markers and deck.gl's own canvas).
 */
function useBasemap(styleUrl: string | null) {
  const [basemap, setBasemap] = useState<Basemap>(() => initialBasemap(styleUrl));
  const settled = useRef(false);
  useEffect(() => {
    settled.current = false;
    const initial = initialBasemap(styleUrl);
    setBasemap((shown) => (shown.kind === initial.kind ? shown : initial));
    if (initial.kind !== 'probing') return;
    let current = true;
    void probeStyle(initial.styleUrl, window.fetch.bind(window)).then((probed) => {
      if (current) setBasemap(probed);
    });
    return () => {
      current = false;
    };
  }, [styleUrl]);

  const online = basemap.kind === 'online';
  const fallBack = useCallback(() => {
    if (!settled.current) setBasemap({ kind: 'offline' });
  }, []);
  useEffect(() => {
    if (!online) return;
    const timer = window.setTimeout(fallBack, ONLINE_BASE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [online, fallBack]);

  return {
    basemap,
    /** A tile of the base arrived: its host works, and a later failure is only a gap. */
    onSourceData: (event: MapSourceDataEvent) => {
      if (event.tile !== undefined) settled.current = true;
    },
    /** A source or style error before the first tile means the base cannot be drawn. */
    onBaseError: () => {
      if (online) fallBack();
    },
  };
}

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

export default function MapView(props: MapViewProps) {
  const { camera, onViewChange, onSelectBay, labels } = props;
  const mapRef = useRef<MapRef>(null);
  const [atlas, setAtlas] = useState<SymbolAtlas | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { basemap, onSourceData, onBaseError } = useBasemap(props.styleUrl);
  const style = useMemo(() => styleOf(basemap, window.location.origin), [basemap]);
  const locale = useMemo(
    () => ({
      'Map.Title': labels.map,
      'NavigationControl.ZoomIn': labels.zoomIn,
      'NavigationControl.ZoomOut': labels.zoomOut,
      'AttributionControl.ToggleAttribution': labels.attribution,
    }),
    [labels],
  );

  // A camera asked for before the map finished loading is applied once it has.
  const appliedCamera = useRef<number | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (camera === null || map === null || !loaded || appliedCamera.current === camera.id) return;
    appliedCamera.current = camera.id;
    map.flyTo({
      center: [camera.longitude, camera.latitude],
      zoom: camera.zoom,
      duration: 800,
      essential: true,
    });
  }, [camera, loaded]);

  const [zoom, setZoom] = useState(props.initialView.zoom);
  const report = useCallback(() => {
    if (!mapRef.current) return;
    const view = viewOf(mapRef.current);
    setZoom(view.zoom);
    onViewChange(view);
  }, [onViewChange]);

  const layers = atlas === null ? [] : [buoyLayer(props.buoys, atlas, onSelectBay)];
  const booked = props.buoys.filter((buoy) => buoy.status === 'booked').length;

  return (
    <div
      // Far out, pin names would cover each other: they show from NAMES_ZOOM (and on the list).
      className={`map-view${zoom < NAMES_ZOOM ? ' map-view--far' : ''}`}
      data-map-loaded={loaded}
      data-basemap={basemap.kind}
      data-buoys-drawn={atlas === null ? 0 : props.buoys.length}
      data-buoys-booked={atlas === null ? 0 : booked}
    >
      <SymbolAtlasSource onReady={setAtlas} />
      {/* No map while the online style is being fetched: it starts on the base it will keep. */}
      {style !== null && (
        <Map
          ref={mapRef}
          mapStyle={style}
          initialViewState={props.initialView}
          workerUrl={WORKER_URL}
          locale={locale}
          maxBounds={BOUNDS}
          minZoom={4}
          maxZoom={18}
          dragRotate={false}
          onLoad={() => {
            setLoaded(true);
            report();
          }}
          onMoveEnd={report}
          onSourceData={onSourceData}
          onError={(event) => {
            if (!loaded && /webgl/i.test(event.error.message)) props.onFailed();
            else onBaseError();
          }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {/* Overlaid, not interleaved: @deck.gl/mapbox 9.4 reads MapLibre 6's private transform there. */}
          {/* deck.gl starts its WebGL only once there are buoys to draw (issue 17: first paint). */}
          {props.buoys.length === 0 ? null : <DeckOverlay interleaved={false} layers={layers} />}
          {props.pins.map((pin) => (
            <Marker
              key={pin.slug}
              longitude={pin.lon}
              latitude={pin.lat}
              anchor="bottom"
              onClick={(event) => {
                event.originalEvent.stopPropagation();
                onSelectBay(pin.slug);
              }}
            >
              <span
                className={`map-pin${pin.slug === props.selectedSlug ? ' map-pin--selected' : ''}`}
                data-slug={pin.slug}
                data-pin={pin.symbol.label}
                title={`${pin.name}: ${pin.stateLabel}`}
                aria-hidden="true"
              >
                <SymbolIcon shape="pin" glyph={pin.symbol.glyph} tone={pin.symbol.tone} />
                <span className="map-pin__name">{pin.name}</span>
              </span>
            </Marker>
          ))}
        </Map>
      )}
    </div>
  );
}
