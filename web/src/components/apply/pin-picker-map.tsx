'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { useState } from 'react';
import { Map, Marker, NavigationControl } from 'react-map-gl/maplibre';
import { ADRIATIC_VIEW, PLACE_ZOOM } from '../../map/base-style';
import type { MapControlLabels } from '../map/map-view';
import { MAP_WORKER_URL, useBasemap, useMapLocale } from '../map/use-basemap';
import { SymbolIcon } from '../symbols/symbol-icon';
import type { Pin } from './application-form-model';

// The apply form's map: the public map's base (online style, else the offline land) and a pin
// where the applicant clicks. Loaded on demand (pin-picker.tsx), so the form's page stays light.

/** Close enough to see the cove the pin is in. */
const PIN_ZOOM = PLACE_ZOOM;

export type PinPickerMapProps = {
  styleUrl: string | null;
  pin: Pin | null;
  labels: MapControlLabels;
  onPick: (pin: Pin) => void;
};

export default function PinPickerMap({ styleUrl, pin, labels, onPick }: PinPickerMapProps) {
  const { basemap, style, onSourceData, onBaseError } = useBasemap(styleUrl);
  const locale = useMapLocale(labels);
  // Opens on the pin already chosen (a reload keeps none, the form does), else on the Adriatic.
  const [initialView] = useState(() =>
    pin === null ? ADRIATIC_VIEW : { longitude: pin.lon, latitude: pin.lat, zoom: PIN_ZOOM },
  );
  return (
    <div className="pin-picker__map" data-basemap={basemap.kind}>
      {style === null ? null : (
        <Map
          mapStyle={style}
          initialViewState={initialView}
          workerUrl={MAP_WORKER_URL}
          locale={locale}
          minZoom={4}
          maxZoom={18}
          dragRotate={false}
          validateStyle={basemap.kind !== 'offline'}
          cursor="crosshair"
          onSourceData={onSourceData}
          onError={onBaseError}
          onClick={(event) => onPick({ lat: event.lngLat.lat, lon: event.lngLat.lng })}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {pin === null ? null : (
            <Marker longitude={pin.lon} latitude={pin.lat} anchor="bottom">
              <span className="map-pin" aria-hidden="true">
                <SymbolIcon shape="pin" glyph="tick" tone="primary" />
              </span>
            </Marker>
          )}
        </Map>
      )}
    </div>
  );
}
