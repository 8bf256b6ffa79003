import { describe, expect, it } from '@jest/globals';
import {
  applyStatusEvent,
  liveState,
  parseStatusEvent,
  reconnectDelay,
  type LiveChanges,
} from './live-status';
import { createSseParser } from './sse-parser';
import type { BuoyStatusEvent } from './map-types';

const event = (overrides: Partial<BuoyStatusEvent> = {}): BuoyStatusEvent => ({
  bay_id: 'bay-1',
  buoy_id: 'buoy-7',
  buoy_label: '7',
  status: 'booked',
  booked_until: '2026-11-24T11:00:00.000Z',
  changed_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

const none: LiveChanges = new Map();

describe('server-sent events', () => {
  it('when a stream arrives in pieces, then whole events come out with their fields', () => {
    const parser = createSseParser();
    expect(parser.push(': connected\n\nevent: buoy-status\nid: 7:1\nda')).toEqual([]);
    expect(parser.push('ta: {"a":1}\r\n\r\nevent: buoy-status\ndata: {"b":2}\n')).toEqual([
      { event: 'buoy-status', data: '{"a":1}', id: '7:1' },
    ]);
    expect(parser.push('\n')).toEqual([{ event: 'buoy-status', data: '{"b":2}', id: '7:1' }]);
  });

  it('when an event has several data lines, then they are joined by line breaks', () => {
    expect(createSseParser().push('data: one\ndata: two\n\n')).toEqual([
      { event: 'message', data: 'one\ntwo', id: null },
    ]);
  });
});

describe('live buoy status', () => {
  it('when event data is read, then a well-formed change is accepted and junk is not', () => {
    expect(parseStatusEvent(JSON.stringify(event()))).toEqual(event());
    expect(parseStatusEvent('{"buoy_id":"x"}')).toBeNull();
    expect(parseStatusEvent('not json')).toBeNull();
  });

  it('when a buoy is booked and freed again, then the latest change wins', () => {
    const booked = applyStatusEvent(none, event(), 1);
    const freed = applyStatusEvent(
      booked,
      event({ status: 'available', booked_until: null, changed_at: '2026-11-22T10:05:00.000Z' }),
      2,
    );
    expect(freed.get('bay-1/7')).toEqual({
      status: 'available',
      bookedUntil: null,
      changedAt: '2026-11-22T10:05:00.000Z',
      receivedAt: 2,
    });
  });

  it('when an older change arrives late, then it is ignored', () => {
    const freed = applyStatusEvent(
      none,
      event({ status: 'available', changed_at: '2026-11-22T10:05:00.000Z' }),
      1,
    );
    expect(applyStatusEvent(freed, event(), 2)).toBe(freed);
  });

  it('when a status the map does not draw arrives, then nothing changes', () => {
    expect(applyStatusEvent(none, event({ status: 'restricted' }), 1)).toBe(none);
  });

  it('when a change came after the answer was fetched, then it shows; an answer fetched later wins', () => {
    const changes = applyStatusEvent(none, event(), 200);
    const buoy = { key: 'bay-1/7', status: 'available' as const, booked_until: null };
    expect(liveState(buoy, changes, 100)).toMatchObject({
      status: 'booked',
      booked_until: '2026-11-24T11:00:00.000Z',
    });
    expect(liveState(buoy, changes, 300)).toBe(buoy);
  });

  it('when the caller is a visitor, then live changes never show', () => {
    const changes = applyStatusEvent(none, event(), 200);
    const buoy = { key: 'bay-1/7', status: null, booked_until: null };
    expect(liveState(buoy, changes, 100)).toBe(buoy);
  });

  it('when reconnecting again and again, then the wait doubles up to 30 s', () => {
    expect(reconnectDelay(0, 1)).toBe(1_000);
    expect(reconnectDelay(3, 1)).toBe(8_000);
    expect(reconnectDelay(20, 1)).toBe(30_000);
    expect(reconnectDelay(0, 0)).toBe(500);
  });
});
