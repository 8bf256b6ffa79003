import { reconnectDelay } from '../map/live-status';
import { createSseParser } from '../map/sse-parser';

// A Server-Sent Events stream of the BFF read with fetch (an Authorization header, which
// EventSource cannot send), kept open: the map's live buoy status (issue 5) and a bay's live
// overview (issue 15). The server ends a stream when the access token expires; the loop then
// refreshes the token through the session and reconnects.

const MIN_HEALTHY_STREAM_MS = 2_000;

export type EventStreamDeps<Event> = {
  /** Opens one connection with the session's token, without the client's own refresh rule. */
  connect: (signal: AbortSignal) => Promise<Response>;
  /** The stream's event, or null for one this reader ignores. */
  parse: (name: string, data: string) => Event | null;
  /** The session's token, which the client sends; null means signed out, and the stream stops. */
  getToken: () => string | null;
  /** The session's shared refresh; rejects when the session is over. */
  refresh: () => Promise<string>;
  onEvent: (event: Event) => void;
  /** Called when a connection opens, e.g. to refetch what may have changed while away. */
  onOpen?: () => void;
  wait: (ms: number) => Promise<void>;
  random?: () => number;
};

type Outcome = 'ended' | 'unauthorized' | 'failed';

async function readEvents<Event>(
  response: Response,
  deps: EventStreamDeps<Event>,
  signal: AbortSignal,
): Promise<void> {
  const body = response.body;
  if (body === null) return;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) return;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        const parsed = deps.parse(event.event, event.data);
        if (parsed !== null) deps.onEvent(parsed);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

async function connectOnce<Event>(deps: EventStreamDeps<Event>, signal: AbortSignal): Promise<Outcome> {
  const response = await deps.connect(signal);
  if (response.status === 401) return 'unauthorized';
  if (!response.ok) return 'failed';
  deps.onOpen?.();
  await readEvents(response, deps, signal);
  return 'ended';
}

/** Keeps the stream open until `stop()` or sign-out. */
export function openEventStream<Event>(deps: EventStreamDeps<Event>): () => void {
  const controller = new AbortController();
  const random = deps.random ?? Math.random;

  async function run() {
    let failures = 0;
    let refreshed = false;
    while (!controller.signal.aborted) {
      if (deps.getToken() === null) return;
      const started = Date.now();
      let outcome: Outcome;
      try {
        outcome = await connectOnce(deps, controller.signal);
      } catch {
        outcome = 'failed';
      }
      if (controller.signal.aborted) return;
      if (outcome === 'unauthorized') {
        // A token refreshed a moment ago and refused again: the session is not usable for this.
        if (refreshed) return;
        refreshed = true;
        try {
          await deps.refresh();
        } catch {
          return;
        }
        continue;
      }
      refreshed = false;
      // A stream that ran a while ended normally (token expiry): reconnect at once. Errors, and
      // streams that end as soon as they open, back off.
      const ranAWhile = outcome === 'ended' && Date.now() - started >= MIN_HEALTHY_STREAM_MS;
      failures = ranAWhile ? 0 : failures + 1;
      if (failures > 0) await deps.wait(reconnectDelay(failures - 1, random()));
    }
  }

  void run();
  return () => controller.abort();
}
