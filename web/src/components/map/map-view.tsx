'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Map, Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import type { MapBuoy } from '../../map/map-buoys';
import type { PinSymbol } from '../../map/map-symbols';
import type { Bbox } from '../../map/map-api';
import { SymbolIcon } from '../symbols/symbol-icon';
import { SymbolAtlasSource, type SymbolAtlas } from './symbol-atlas';
import { MAP_BOUNDS, MAP_WORKER_URL, useBasemap, useMapLocale } from './use-basemap';

// The map engine: MapLibre draws the base map, deck.gl the buoys, DOM markers the bay pins
// (so their names render as text). This module and its libraries load only on pages with a map
// (next/dynamic in map-canvas.tsx), never into other pages' bundles; deck.gl only once there are
// buoys to draw.

const BuoyOverlay = dynamic(() => import('./buoy-overlay'), { ssr: false });

const NAMES_ZOOM = 7.5;
/**
 * How long the base may take, once the engine has made its map, to fill the view (MapLibre's load:
 * the first complete frame) before it shows as far as it got. Until then its canvas stays hidden:
 * the map appears whole instead of tile by tile, and the browser composites no half-drawn frames
 * (without a GPU it reads every shown WebGL frame back, a long task each). The pins show at once.
 */
const FILL_WAIT_MS = 3000;
/** Room between a framed box and the map's edges: a pin's name and a buoy's symbol stay whole. */
const FRAME_EDGE_PX = 48;

export type MapPin = {
  slug: string;
  name: string;
  lat: number;
  lon: number;
  symbol: PinSymbol;
  stateLabel: string;
  /** Why the chosen boat fits no buoy of the bay: the pin is dimmed and says so (issue 28 item 1). */
  misfit: string | null;
};
/** Where the map moves: a point at a zoom, or a box framed in the part of the map left in sight. */
export type MapCamera =
  | { id: number; longitude: number; latitude: number; zoom: number }
  | { id: number; bounds: Bbox; maxZoom: number; hiddenBelowPx: number };
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
  /** The base has filled the view (or stopped waiting for it), and shows. */
  onFilled: () => void;
  onFailed: () => void;
};

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
 * Counts the base's wait. It sits inside the map, which renders its children only once the engine
 * (loaded on demand) has made the map: on a slow device, loading the engine does not use it up.
 */
function FillWait({ onWaited }: { onWaited: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onWaited, FILL_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [onWaited]);
  return null;
}

export default function MapView(props: MapViewProps) {
  const { camera, onViewChange, onSelectBay, labels } = props;
  const mapRef = useRef<MapRef>(null);
  const [atlas, setAtlas] = useState<SymbolAtlas | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [waitedForFill, setWaitedForFill] = useState(false);
  const filled = loaded || waitedForFill;
  const { basemap, style, onSourceData, onBaseError } = useBasemap(props.styleUrl);
  const locale = useMapLocale(labels);

  // A camera asked for before the map finished loading is applied once it has.
  const appliedCamera = useRef<number | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (camera === null || map === null || !loaded || appliedCamera.current === camera.id) return;
    appliedCamera.current = camera.id;
    if ('bounds' in camera) {
      const { minLon, minLat, maxLon, maxLat } = camera.bounds;
      map.fitBounds(
        [
          [minLon, minLat],
          [maxLon, maxLat],
        ],
        {
          padding: {
            top: FRAME_EDGE_PX,
            left: FRAME_EDGE_PX,
            right: FRAME_EDGE_PX,
            bottom: FRAME_EDGE_PX + camera.hiddenBelowPx,
          },
          maxZoom: camera.maxZoom,
          duration: 800,
          essential: true,
        },
      );
    } else
      map.flyTo({
        center: [camera.longitude, camera.latitude],
        zoom: camera.zoom,
        duration: 800,
        essential: true,
      });
  }, [camera, loaded]);

  const { onFilled } = props;
  useEffect(() => {
    if (filled) onFilled();
  }, [filled, onFilled]);
  const stopWaitingForFill = useCallback(() => setWaitedForFill(true), []);

  const [zoom, setZoom] = useState(props.initialView.zoom);
  // The shown area's edges, west,south,east,north: where a buoy lies on the screen, for the tests.
  const [edges, setEdges] = useState('');
  const report = useCallback(() => {
    if (!mapRef.current) return;
    const view = viewOf(mapRef.current);
    setZoom(view.zoom);
    setEdges(Object.values(view.bbox).join(','));
    onViewChange(view);
  }, [onViewChange]);

  const [overlayShown, setOverlayShown] = useState(false);
  const showOverlay = useCallback(() => setOverlayShown(true), []);
  const drawn = atlas !== null && overlayShown;
  // Taken for the stay, booked or only held.
  const booked = props.buoys.filter((buoy) => buoy.status === 'booked' || buoy.status === 'held').length;

  return (
    <div
      // Far out, pin names would cover each other: they show from NAMES_ZOOM (and on the list).
      className={`map-view${zoom < NAMES_ZOOM ? ' map-view--far' : ''}${filled ? '' : ' map-view--filling'}`}
      data-map-loaded={loaded}
      data-map-filled={filled}
      data-basemap={basemap.kind}
      data-buoys-drawn={drawn ? props.buoys.length : 0}
      data-buoys-booked={drawn ? booked : 0}
      data-view-edges={edges}
    >
      {/* The buoys' symbols are drawn into an image only once there are buoys, and then kept. */}
      {props.buoys.length === 0 && atlas === null ? null : <SymbolAtlasSource onReady={setAtlas} />}
      {/* No map while the online style is being fetched: it starts on the base it will keep. */}
      {style !== null && (
        <Map
          ref={mapRef}
          mapStyle={style}
          initialViewState={props.initialView}
          workerUrl={MAP_WORKER_URL}
          locale={locale}
          maxBounds={MAP_BOUNDS}
          minZoom={4}
          maxZoom={18}
          dragRotate={false}
          // Our own offline style is known good: checking it against the style spec is main-thread
          // work before the first frame. A host's style is checked.
          validateStyle={basemap.kind !== 'offline'}
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
          <FillWait onWaited={stopWaitingForFill} />
          <NavigationControl position="top-right" showCompass={false} />
          {props.buoys.length === 0 || atlas === null ? null : (
            <BuoyOverlay buoys={props.buoys} atlas={atlas} onSelectBay={onSelectBay} onShown={showOverlay} />
          )}
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
                className={`map-pin${pin.slug === props.selectedSlug ? ' map-pin--selected' : ''}${pin.misfit === null ? '' : ' map-pin--misfit'}`}
                data-slug={pin.slug}
                data-pin={pin.symbol.label}
                title={`${pin.name}: ${pin.misfit ?? pin.stateLabel}`}
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
