'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import {
  Map,
  Marker,
  NavigationControl,
  type MapLayerMouseEvent,
  type MarkerDragEvent,
} from 'react-map-gl/maplibre';
import { pinSymbol } from '../../../map/map-symbols';
import { MAP_BOUNDS, MAP_WORKER_URL, useBasemap } from '../../map/use-basemap';
import { SymbolIcon } from '../../symbols/symbol-icon';

// The bay's pin on the public map's own basemap (issue 17: online style, offline land as its
// fallback), loaded only when the setup page shows it. A click or a drag moves the pin.

export type PinMapViewProps = {
  styleUrl: string | null;
  pin: { lat: number; lon: number };
  onMove: (pin: { lat: number; lon: number }) => void;
};

const PIN = pinSymbol('bookable');
const PIN_ZOOM = 13;

export default function PinMapView({ styleUrl, pin, onMove }: PinMapViewProps) {
  const { basemap, style, onSourceData, onBaseError } = useBasemap(styleUrl);
  const move = (event: MapLayerMouseEvent | MarkerDragEvent) =>
    onMove({ lat: event.lngLat.lat, lon: event.lngLat.lng });
  if (style === null) return null;
  return (
    <Map
      mapStyle={style}
      initialViewState={{ longitude: pin.lon, latitude: pin.lat, zoom: PIN_ZOOM }}
      workerUrl={MAP_WORKER_URL}
      maxBounds={MAP_BOUNDS}
      dragRotate={false}
      validateStyle={basemap.kind !== 'offline'}
      onClick={move}
      onSourceData={onSourceData}
      onError={onBaseError}
    >
      <NavigationControl position="top-right" showCompass={false} />
      <Marker longitude={pin.lon} latitude={pin.lat} anchor="bottom" draggable onDragEnd={move}>
        <span className="bay-setup__pin">
          <SymbolIcon shape="pin" glyph={PIN.glyph} tone={PIN.tone} />
        </span>
      </Marker>
    </Map>
  );
}
