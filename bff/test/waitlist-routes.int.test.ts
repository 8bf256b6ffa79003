import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bayClock } from '@moorline/contracts';
import { randomUUID } from 'node:crypto';
import {
  bayWithBuoys,
  boaterWithBoat,
  hold,
  nightStay,
  tonight,
  type Boater,
} from '../../services/booking/test/booking-fixtures';
import { startBookingStack, type BookingStack } from './support/booking-stack';

// Issue 30 item 4 through the BFF on the real catalog and booking services: a boater joins a full
// bay's waitlist, a buoy frees, the offer is theirs alone and is taken with the ordinary hold;
// bad input is 400, another's ids 404, no token 401.

type Entry = {
  entry_id: string;
  bay_id: string;
  state: string;
  place_in_line: number;
  boat_id: string;
  offer: { offer_id: string; state: string; stay: Record<string, unknown> } | null;
};

// Tomorrow night: booking offers a freed buoy only to a stay not started yet, and tonight's may
// have started when the test runs.
const { toDate: tomorrow } = tonight();
const dayAfter = bayClock.addDays(tomorrow, 1);
const stayDates = { fromDate: tomorrow, toDate: dayAfter };
const OFFER_WAIT_MS = 20_000;

describe('/api/v1 waitlists', () => {
  let stack: BookingStack;
  let full: { id: string; buoyId: string };
  let roomy: { id: string; buoyIds: string[] };

  const authorizationOf = (boater: Boater) => boater.as.metadata.get('authorization')?.toString() ?? '';
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization?: string, payload?: object) =>
    stack.app.inject({
      method,
      url,
      headers: {
        ...(authorization === undefined ? {} : { authorization }),
        ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const joinBody = (bayId: string, boater: Boater) => ({
    bay_id: bayId,
    boat_id: boater.boatId,
    stay_kind: 'night',
    from_date: tomorrow,
    to_date: dayAfter,
    language: 'hr',
  });
  const join = (bayId: string, boater: Boater) =>
    call('POST', '/api/v1/waitlists', authorizationOf(boater), joinBody(bayId, boater));
  const mine = async (boater: Boater) =>
    (await call('GET', '/api/v1/waitlists', authorizationOf(boater))).json<{ entries: Entry[] }>().entries;

  /** The caller's entry once booking has offered it a buoy (offers follow the freeing's event). */
  async function offeredEntry(boater: Boater, entryId: string): Promise<Entry | undefined> {
    const deadline = Date.now() + OFFER_WAIT_MS;
    for (;;) {
      const entry = (await mine(boater)).find((each) => each.entry_id === entryId);
      if (entry?.state === 'offered' || Date.now() > deadline) return entry;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    stack = await startBookingStack();
    const one = await bayWithBuoys(stack.services, {
      slug: 'bff-waitlist-full',
      lat: 43.2,
      lon: 16.2,
      buoys: [{ kind: 'digital' }],
    });
    const two = await bayWithBuoys(stack.services, {
      slug: 'bff-waitlist-roomy',
      lat: 43.6,
      lon: 16.8,
      buoys: [{ kind: 'digital' }, { kind: 'digital' }],
    });
    full = { id: one.id, buoyId: one.buoys[0]?.id ?? '' };
    roomy = { id: two.id, buoyIds: two.buoys.map((buoy) => buoy.id) };
  });
  afterAll(() => stack.stop());

  it('when the only buoy frees, then the first in line is offered it alone and takes it with the ordinary hold', async () => {
    const holder = await boaterWithBoat(stack.services);
    const held = await hold(stack.services, holder, nightStay(full.buoyId, holder.boatId, stayDates));
    const first = await boaterWithBoat(stack.services);
    const second = await boaterWithBoat(stack.services);

    const joined = await join(full.id, first);
    expect(joined.statusCode).toBe(201);
    const entry = joined.json<Entry>();
    expect(entry).toMatchObject({ bay_id: full.id, state: 'waiting', place_in_line: 1, offer: null });
    expect((await join(full.id, first)).json<Entry>().entry_id).toBe(entry.entry_id);
    expect((await join(full.id, second)).json<Entry>()).toMatchObject({ place_in_line: 2 });

    const cancelled = await call(
      'POST',
      `/api/v1/bookings/${held.bookingId}/cancel`,
      authorizationOf(holder),
    );
    expect(cancelled.statusCode).toBe(200);
    const offered = await offeredEntry(first, entry.entry_id);
    expect(offered).toMatchObject({
      state: 'offered',
      offer: { state: 'open', stay: { buoy_id: full.buoyId } },
    });
    const offerId = offered?.offer?.offer_id ?? '';

    const offer = await call('GET', `/api/v1/waitlist-offers/${offerId}`, authorizationOf(first));
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({
      offer_id: offerId,
      state: 'open',
      bay_id: full.id,
      buoy_label: expect.any(String),
    });
    expect(
      (await call('GET', `/api/v1/waitlist-offers/${offerId}`, authorizationOf(second))).statusCode,
    ).toBe(404);
    const othersHold = await call('POST', '/api/v1/bookings', authorizationOf(second), {
      ...offer.json<{ stay: object }>().stay,
      boat_id: second.boatId,
    });
    expect(othersHold.statusCode).toBe(409);

    const taken = await call('POST', '/api/v1/bookings', authorizationOf(first), {
      ...offer.json<{ stay: object }>().stay,
      waitlist_offer_id: offerId,
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ status: 'held', buoy_id: full.buoyId, boat_id: first.boatId });
    const after = await call('GET', `/api/v1/waitlist-offers/${offerId}`, authorizationOf(first));
    expect(after.json()).toMatchObject({ state: 'taken', quote: null });
    const again = await call('POST', '/api/v1/bookings', authorizationOf(first), {
      ...offer.json<{ stay: object }>().stay,
      waitlist_offer_id: offerId,
    });
    expect(again.json()).toMatchObject({ code: 'waitlist_offer_closed' });
  });

  it('when a buoy of the bay takes the boat for the stay, then joining is 409 waitlist_bay_not_full with that buoy', async () => {
    const boater = await boaterWithBoat(stack.services);
    const refused = await join(roomy.id, boater);
    expect(refused.statusCode).toBe(409);
    const refusal = refused.json<{ code: string; alternatives: { buoy_id: string }[] }>();
    expect(refusal.code).toBe('waitlist_bay_not_full');
    expect(refusal.alternatives.map((alternative) => alternative.buoy_id)).toEqual(
      expect.arrayContaining(roomy.buoyIds),
    );
  });

  it('when a boater leaves, then the entry is left, leaving again answers the same, and another boater’s leave is 404', async () => {
    const holder = await boaterWithBoat(stack.services);
    await hold(stack.services, holder, nightStay(roomy.buoyIds[0] ?? '', holder.boatId, stayDates));
    const neighbour = await boaterWithBoat(stack.services);
    await hold(stack.services, neighbour, nightStay(roomy.buoyIds[1] ?? '', neighbour.boatId, stayDates));
    const waiter = await boaterWithBoat(stack.services);
    const entry = (await join(roomy.id, waiter)).json<Entry>();
    const stranger = await boaterWithBoat(stack.services);

    expect(
      (await call('DELETE', `/api/v1/waitlists/${entry.entry_id}`, authorizationOf(stranger))).statusCode,
    ).toBe(404);
    const left = await call('DELETE', `/api/v1/waitlists/${entry.entry_id}`, authorizationOf(waiter));
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ entry_id: entry.entry_id, state: 'left' });
    expect(
      (await call('DELETE', `/api/v1/waitlists/${entry.entry_id}`, authorizationOf(waiter))).json(),
    ).toMatchObject({ state: 'left' });
    expect((await mine(waiter)).map((each) => each.entry_id)).not.toContain(entry.entry_id);
  });

  it('when the input is malformed, then each route is 400 invalid_request', async () => {
    const boater = await boaterWithBoat(stack.services);
    const authorization = authorizationOf(boater);
    const answers = await Promise.all([
      call('POST', '/api/v1/waitlists', authorization, {
        ...joinBody(full.id, boater),
        bay_id: 'not-a-uuid',
      }),
      call('POST', '/api/v1/waitlists', authorization, { ...joinBody(full.id, boater), stay_kind: 'week' }),
      call('POST', '/api/v1/waitlists', authorization, { ...joinBody(full.id, boater), extra: true }),
      call('DELETE', '/api/v1/waitlists/not-a-uuid', authorization),
      call('GET', '/api/v1/waitlist-offers/not-a-uuid', authorization),
      call('POST', '/api/v1/bookings', authorization, {
        ...nightStayBody(full.buoyId, boater),
        waitlist_offer_id: 'not-a-uuid',
      }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json<{ code: string }>().code])).toEqual(
      answers.map(() => [400, 'invalid_request']),
    );
  });

  it('when an id is nobody’s or another boater’s, then it is 404', async () => {
    const boater = await boaterWithBoat(stack.services);
    const authorization = authorizationOf(boater);
    expect((await call('GET', `/api/v1/waitlist-offers/${randomUUID()}`, authorization)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/v1/waitlists/${randomUUID()}`, authorization)).statusCode).toBe(404);
    const held = await call('POST', '/api/v1/bookings', authorization, {
      ...nightStayBody(roomy.buoyIds[0] ?? '', boater),
      waitlist_offer_id: randomUUID(),
    });
    expect(held.statusCode).toBe(404);
  });

  it('when no token comes, then every route is 401', async () => {
    const answers = await Promise.all([
      call('POST', '/api/v1/waitlists', undefined, { bay_id: full.id }),
      call('GET', '/api/v1/waitlists'),
      call('DELETE', `/api/v1/waitlists/${randomUUID()}`),
      call('GET', `/api/v1/waitlist-offers/${randomUUID()}`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
  });
});

function nightStayBody(buoyId: string, boater: Boater) {
  return {
    buoy_id: buoyId,
    boat_id: boater.boatId,
    stay_kind: 'night',
    from_date: tomorrow,
    to_date: dayAfter,
  };
}
