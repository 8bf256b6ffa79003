import { expect, type Page, type TestInfo } from '@playwright/test';
import { bookingV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient, forwardAccessToken } from '@moorline/kit';
import {
  boaterBoat,
  cancelHold,
  holdNight,
  oneNight,
  smallMonohull,
} from '../../deploy/src/demo-traffic/boater-calls';
import pg from 'pg';
import type { HullKind } from '../src/http/api-schema';
import { BOOKING_DATABASE_URL_ENV, E2E_API_BASE_URL, e2ePorts } from './full-stack';

// Helpers for the map's browser tests: waiting for the engine, reading the BFF as the page does,
// and making a buoy's status change the way a boater does: a hold through the booking service.

/** Fixed demo data (services/catalog/src/seed). */
export const DEMO_EMBED_ID = '6f1c2a9e-4b7d-4c1e-9a55-2d7e8f0b3c11';
export const DEMO_EMBED_PARTNER = 'Elafiti Sailing Club';
export const DEMO_EMBED_ORIGIN = 'http://localhost:3000';

export async function waitForMap(page: Page): Promise<void> {
  await expect(page.locator('.map-view[data-map-loaded="true"]')).toBeVisible({ timeout: 30_000 });
}

/** The map has loaded and the bay list answers its view (the list may change until then). */
export async function waitForMapAndList(page: Page): Promise<void> {
  await waitForMap(page);
  await expect(page.locator('.bay-list')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
}

export async function attachMapScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const body = await page.locator('.map-explorer__map').screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

type ApiBuoy = {
  id: string;
  label: string;
  lat: number;
  lon: number;
  management: string;
  service_state: string;
  status: string | null;
  booked_until: string | null;
  max_loa_cm: number;
  hull_kinds: HullKind[];
};

/** The bay's buoys as the BFF answers them, for a signed-in user when a token is given. */
export async function bayBuoys(slug: string, token?: string): Promise<{ bay_id: string; buoys: ApiBuoy[] }> {
  const response = await fetch(`${E2E_API_BASE_URL}/v1/bays/${slug}/buoys`, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { bay_id: string; buoys: ApiBuoy[] };
}

/** The bay's IANA time zone, as the BFF's bay page answer gives it. */
export async function bayTimeZone(slug: string): Promise<string> {
  const response = await fetch(`${E2E_API_BASE_URL}/v1/bays/${slug}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { time_zone: string };
  return body.time_zone;
}

/** The test platform's booking service, called with a signed-in user's own access token. */
export interface BookingService {
  /** The user's boat holds the buoy for the night from `fromDate` (the bay's date). */
  holdNight(token: string, buoyId: string, fromDate: string): Promise<bookingV1.Booking>;
  /** The user gives the hold up; booking frees the buoy at once. */
  cancelHold(token: string, bookingId: string): Promise<void>;
  /** The hold's three minutes are over now, as if nobody paid. */
  runOutOfTime(bookingId: string): Promise<void>;
  /**
   * The booking's stay starts at the latest `minutes` from now (earlier if it already does):
   * tonight's check-in may be hours away when a test runs. Answers when the stay ends.
   */
  startWithin(bookingId: string, minutes: number): Promise<Date>;
  /** The hold stays held for 10 more minutes, however long the test takes. Answers when it lapses. */
  keepHeld(bookingId: string): Promise<Date>;
  close(): void;
}

/** One statement on booking's database, the test platform's own (see the global setup). */
async function onBookingDatabase<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const url = process.env[BOOKING_DATABASE_URL_ENV];
  if (!url) throw new Error(`${BOOKING_DATABASE_URL_ENV} is not set: run through the e2e global setup`);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<Row>(text, values);
    if (rows.length === 0) throw new Error(`booking's database changed no booking: ${text}`);
    return rows;
  } finally {
    await db.end();
  }
}

export function bookingService(): BookingService {
  const channel = createChannel(`127.0.0.1:${e2ePorts.grpc.booking}`);
  const client = createGrpcClient(bookingV1.BookingServiceDefinition, channel);
  const call = (token: string) => forwardAccessToken(`Bearer ${token}`);
  return {
    async holdNight(token, buoyId, fromDate) {
      // The same key each time: a user asking twice has one boat.
      const boat = await boaterBoat(client, call(token), smallMonohull('Galeb', 'ZD 4242'));
      return holdNight(client, call(token), { buoyId, boatId: boat.boatId, ...oneNight(fromDate) });
    },
    cancelHold: (token, bookingId) => cancelHold(client, call(token), bookingId),
    async runOutOfTime(bookingId) {
      // The three minutes pass at once: the deadline moves into the past, and booking's sweeper
      // (every 2 s on the platform) lapses the hold as it would any unpaid one.
      await onBookingDatabase(
        "UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1 RETURNING id",
        [bookingId],
      );
    },
    async startWithin(bookingId, minutes) {
      const [row] = await onBookingDatabase<{ ends_at: Date }>(
        `UPDATE bookings
            SET period = tstzrange(LEAST(lower(period), now() + make_interval(mins => $2)), upper(period), '[)')
          WHERE id = $1
        RETURNING upper(period) AS ends_at`,
        [bookingId, minutes],
      );
      if (row === undefined) throw new Error(`no booking ${bookingId}`);
      return row.ends_at;
    },
    async keepHeld(bookingId) {
      const [row] = await onBookingDatabase<{ hold_expires_at: Date }>(
        "UPDATE bookings SET hold_expires_at = now() + interval '10 minutes' WHERE id = $1 AND status = 'held' RETURNING hold_expires_at",
        [bookingId],
      );
      if (row === undefined) throw new Error(`no held booking ${bookingId}`);
      return row.hold_expires_at;
    },
    close: () => channel.close(),
  };
}

/**
 * Listens to the map stream as the page does, recording when each buoy's change arrives: a
 * `buoy-status` by its status, a `buoy-availability` as "taken" or "freed".
 */
export function watchMapStream(token: string): {
  arrival(buoyId: string, change: string): Promise<number>;
  stop(): void;
} {
  const controller = new AbortController();
  const seen: { buoyId: string; status: string; at: number }[] = [];
  const waiting: { buoyId: string; status: string; resolve: (at: number) => void }[] = [];
  void (async () => {
    const response = await fetch(`${E2E_API_BASE_URL}/v1/map/stream`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const line = event.split('\n').find((text) => text.startsWith('data: '));
        if (line === undefined) continue;
        const data = JSON.parse(line.slice('data: '.length)) as {
          buoy_id: string;
          status?: string;
          occupied?: boolean;
        };
        const change = data.status ?? (data.occupied ? 'taken' : 'freed');
        const entry = { buoyId: data.buoy_id, status: change, at: Date.now() };
        seen.push(entry);
        for (const waiter of waiting.filter((w) => w.buoyId === entry.buoyId && w.status === entry.status))
          waiter.resolve(entry.at);
      }
    }
  })().catch(() => undefined);
  return {
    arrival: (buoyId, status) =>
      new Promise((resolve) => {
        const already = seen.find((entry) => entry.buoyId === buoyId && entry.status === status);
        if (already) resolve(already.at);
        else waiting.push({ buoyId, status, resolve });
      }),
    stop: () => controller.abort(),
  };
}
