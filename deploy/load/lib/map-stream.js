// The live map stream (GET /v1/map/stream, Server-Sent Events). k6 has no SSE client, but a
// request that times out keeps the bytes it read, so "held open until our timeout, starting with
// the server's `: connected` comment" is what a healthy stream looks like.
import http from 'k6/http';
import { Counter, Rate } from 'k6/metrics';
import { API, bearer } from './platform.js';

export const streamHeldOpen = new Rate('map_stream_held_open');
export const streamEvents = new Counter('map_stream_events');

const REQUEST_TIMEOUT = 1050;

/** Opens the stream for `seconds`, then lets go; true when it stayed open the whole time. */
export function holdMapStream(access, seconds) {
  const res = http.get(`${API}/v1/map/stream`, {
    headers: { ...bearer(access), Accept: 'text/event-stream' },
    timeout: `${seconds}s`,
    tags: { route: 'map-stream' },
  });
  const body = res.body || '';
  const heldOpen = res.error_code === REQUEST_TIMEOUT && body.startsWith(': connected');
  streamHeldOpen.add(heldOpen);
  // Each change arrives as an `event:` line (buoy-status or buoy-availability).
  streamEvents.add((body.match(/^event: /gm) || []).length);
  return heldOpen;
}
