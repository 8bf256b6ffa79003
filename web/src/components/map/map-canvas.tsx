'use client';

import dynamic from 'next/dynamic';
import { Component, useCallback, useState, type ReactNode } from 'react';
import type { MapViewProps } from './map-view';

// Issue 5 item 8: the map engine (MapLibre, deck.gl) is a chunk of its own, fetched in the
// browser only by pages that show a map; the server renders the frame around it. Until the engine
// has drawn, the frame is the sea's colour with a small status over it (issue 17), which takes no
// room of its own, so nothing moves when the map appears.
const MapView = dynamic(() => import('./map-view'), { ssr: false });

type BoundaryProps = { fallback: ReactNode; children: ReactNode };

/** A device without WebGL makes MapLibre throw while starting: show the notice, keep the page. */
export class MapErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type MapCanvasProps = Omit<MapViewProps, 'onFailed' | 'onFilled'> & {
  unavailableText: string;
  /** Said while the engine loads; without it the frame is only the sea's colour. */
  loadingText?: string;
};

export function MapCanvas({ unavailableText, loadingText, ...props }: MapCanvasProps) {
  const [failed, setFailed] = useState(false);
  // Once the base shows, the map speaks for itself.
  const [drawn, setDrawn] = useState(false);
  const filled = useCallback(() => setDrawn(true), []);
  const notice = (
    <p className="map-view map-view--failed" role="status">
      {unavailableText}
    </p>
  );
  if (failed) return notice;
  return (
    <MapErrorBoundary fallback={notice}>
      {drawn || loadingText === undefined ? null : (
        <p className="map-canvas__loading" role="status">
          {loadingText}
        </p>
      )}
      <MapView {...props} onFilled={filled} onFailed={() => setFailed(true)} />
    </MapErrorBoundary>
  );
}
