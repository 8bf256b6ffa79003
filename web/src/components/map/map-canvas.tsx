'use client';

import dynamic from 'next/dynamic';
import { Component, useState, type ReactNode } from 'react';
import type { MapViewProps } from './map-view';

// Issue 5 item 8: the map engine (MapLibre, deck.gl) is a chunk of its own, fetched in the
// browser only by pages that show a map; the server renders the frame around it.
const MapView = dynamic(() => import('./map-view'), {
  ssr: false,
  loading: () => <div className="map-view map-view--loading" />,
});

type BoundaryProps = { fallback: ReactNode; children: ReactNode };

/** A device without WebGL makes MapLibre throw while starting: show the notice, keep the page. */
class MapErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export type MapCanvasProps = Omit<MapViewProps, 'onFailed'> & { unavailableText: string };

export function MapCanvas({ unavailableText, ...props }: MapCanvasProps) {
  const [failed, setFailed] = useState(false);
  const notice = (
    <p className="map-view map-view--failed" role="status">
      {unavailableText}
    </p>
  );
  if (failed) return notice;
  return (
    <MapErrorBoundary fallback={notice}>
      <MapView {...props} onFailed={() => setFailed(true)} />
    </MapErrorBoundary>
  );
}
