'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { useState } from 'react';
import { Map, Marker, NavigationControl, type MapLayerMouseEvent } from 'react-map-gl/maplibre';
import type { MapControlLabels } from '../../map/map-view';
import { MAP_BOUNDS, MAP_WORKER_URL, useBasemap, useMapLocale } from '../../map/use-basemap';
import { SymbolIcon } from '../../symbols/symbol-icon';
import type { EditorBuoy } from './layout-editor-state';
import { MANAGEMENT_SYMBOLS } from './layout-symbols';

// The layout editor's map (issue 27 item 3): the public map's base (useBasemap), the bay's
// buoys as DOM markers that can be dragged and clicked (their labels are text), and a click on
// the sea that adds a buoy while adding is on. Loaded on demand (next/dynamic) like the map.

export type LayoutMapViewProps = {
  styleUrl: string | null;
  pin: { lat: number; lon: number };
  buoys: EditorBuoy[];
  selected: ReadonlySet<string>;
  refused: ReadonlySet<string>;
  adding: boolean;
  labels: MapControlLabels;
  /** The buoy's title on the map: its label, kind and any refusal, for a pointer's hover. */
  titleOf: (buoy: EditorBuoy) => string;
  onAdd: (lat: number, lon: number) => void;
  onMove: (key: string, lat: number, lon: number) => void;
  onSelect: (key: string, additive: boolean) => void;
  onClearSelection: () => void;
  /** The device cannot draw WebGL: the list is the way to edit. */
  onFailed: () => void;
};

/** The bay's pin and buoys in view as the map opens, or the pin alone at a bay's zoom. */
function initialView(pin: LayoutMapViewProps['pin'], buoys: readonly EditorBuoy[]) {
  if (buoys.length === 0) return { longitude: pin.lon, latitude: pin.lat, zoom: 16 };
  const lons = [pin.lon, ...buoys.map((buoy) => buoy.lon)];
  const lats = [pin.lat, ...buoys.map((buoy) => buoy.lat)];
  return {
    bounds: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] as [
      number,
      number,
      number,
      number,
    ],
    fitBoundsOptions: { padding: 40, maxZoom: 17 },
  };
}

export default function LayoutMapView(props: LayoutMapViewProps) {
  const { onAdd, onClearSelection, onMove, onSelect, labels } = props;
  const [loaded, setLoaded] = useState(false);
  const { basemap, style, onSourceData, onBaseError } = useBasemap(props.styleUrl);
  // The view opens on the buoys as they were first drawn; later edits do not move it.
  const [opening] = useState(() => initialView(props.pin, props.buoys));
  const locale = useMapLocale(labels);
  const click = (event: MapLayerMouseEvent) => {
    if (props.adding) onAdd(event.lngLat.lat, event.lngLat.lng);
    else onClearSelection();
  };

  return (
    <div
      className={`layout-map${props.adding ? ' layout-map--adding' : ''}`}
      data-map-loaded={loaded}
      data-basemap={basemap.kind}
    >
      {style !== null && (
        <Map
          mapStyle={style}
          initialViewState={opening}
          workerUrl={MAP_WORKER_URL}
          locale={locale}
          maxBounds={MAP_BOUNDS}
          minZoom={10}
          maxZoom={19}
          dragRotate={false}
          doubleClickZoom={!props.adding}
          validateStyle={basemap.kind !== 'offline'}
          onLoad={() => setLoaded(true)}
          onClick={click}
          onSourceData={onSourceData}
          onError={(event) => {
            if (!loaded && /webgl/i.test(event.error.message)) props.onFailed();
            else onBaseError();
          }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <Marker longitude={props.pin.lon} latitude={props.pin.lat} anchor="bottom">
            <span className="layout-map__pin" aria-hidden="true">
              <SymbolIcon shape="pin" glyph="info" tone="neutral" />
            </span>
          </Marker>
          {props.buoys.map((buoy) => {
            const symbol = MANAGEMENT_SYMBOLS[buoy.management_kind];
            const selected = props.selected.has(buoy.key);
            const refused = props.refused.has(buoy.key);
            return (
              <Marker
                key={buoy.key}
                longitude={buoy.lon}
                latitude={buoy.lat}
                draggable
                onDragEnd={(event) => onMove(buoy.key, event.lngLat.lat, event.lngLat.lng)}
                onClick={(event) => {
                  event.originalEvent.stopPropagation();
                  const mouse = event.originalEvent;
                  onSelect(buoy.key, mouse.shiftKey || mouse.ctrlKey || mouse.metaKey);
                }}
              >
                <span
                  className={`layout-marker${selected ? ' layout-marker--selected' : ''}${refused ? ' layout-marker--refused' : ''}`}
                  data-label={buoy.label}
                  data-management={buoy.management_kind}
                  data-selected={selected}
                  data-refused={refused}
                  title={props.titleOf(buoy)}
                >
                  <SymbolIcon
                    shape="buoy"
                    glyph={refused ? 'cross' : symbol.glyph}
                    tone={refused ? 'danger' : symbol.tone}
                  />
                  <span className="layout-marker__label">{buoy.label}</span>
                </span>
              </Marker>
            );
          })}
        </Map>
      )}
    </div>
  );
}
