import {
  parseStreamEvent,
  reconnectDelay,
  REFETCH_AFTER_MS,
  refetchDelay,
  touchesShownMap,
  type ShownMap,
} from './live-status';
import { createSseParser } from './sse-parser';
import type { BuoyAvailabilityUpdate, BuoyStatusUpdate } from '../http/api-schema';

const status = (overrides: Partial<BuoyStatusUpdate> = {}): BuoyStatusUpdate => ({
  bay_id: 'bay-1',
  buoy_id: 'buoy-7',
  buoy_label: '7',
  status: 'booked',
  booked_until: '2026-11-24T11:00:00.000Z',
  changed_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

const availability = (overrides: Partial<BuoyAvailabilityUpdate> = {}): BuoyAvailabilityUpdate => ({
  bay_id: 'bay-1',
  buoy_id: 'buoy-7',
  buoy_label: '7',
  period_start: '2026-11-23T13:00:00.000Z',
  period_end: '2026-11-24T10:00:00.000Z',
  occupied: true,
  changed_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

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

describe('live buoy changes', () => {
  it('when event data is read, then a well-formed change is accepted and junk is not', () => {
    expect(parseStreamEvent('buoy-status', JSON.stringify(status()))).toEqual({
      event: 'buoy-status',
      data: status(),
    });
    expect(parseStreamEvent('buoy-availability', JSON.stringify(availability()))).toEqual({
      event: 'buoy-availability',
      data: availability(),
    });
    expect(parseStreamEvent('buoy-status', '{"buoy_id":"x"}')).toBeNull();
    expect(
      parseStreamEvent('buoy-availability', JSON.stringify({ ...availability(), occupied: 'yes' })),
    ).toBeNull();
    expect(
      parseStreamEvent('buoy-availability', JSON.stringify({ ...availability(), period_end: 'soon' })),
    ).toBeNull();
    expect(parseStreamEvent('buoy-status', 'not json')).toBeNull();
    expect(parseStreamEvent('message', JSON.stringify(status()))).toBeNull();
  });

  // The map shows tomorrow night at bay-1: from 2026-11-23 to 2026-11-24; it is the 22nd.
  const now = new Date('2026-11-22T09:00:00Z');
  const shown: ShownMap = {
    bayIds: new Set(['bay-1']),
    stay: { kind: 'night', from: '2026-11-23', to: '2026-11-24' },
  };
  const taken = (start: string, end: string) =>
    ({ event: 'buoy-availability', data: availability({ period_start: start, period_end: end }) }) as const;

  it('when a period overlapping the shown stay is taken or freed, then the map asks again, whenever it was booked', () => {
    expect(touchesShownMap(taken('2026-11-23T13:00:00.000Z', '2026-11-24T10:00:00.000Z'), now, shown)).toBe(
      true,
    );
    const freed = { event: 'buoy-availability', data: availability({ occupied: false }) } as const;
    expect(touchesShownMap(freed, now, shown)).toBe(true);
  });

  it('when the period lies wholly before or after the shown stay anywhere on earth, or at a bay not shown, then it does not', () => {
    expect(touchesShownMap(taken('2026-11-21T13:00:00.000Z', '2026-11-22T10:00:00.000Z'), now, shown)).toBe(
      false,
    );
    expect(touchesShownMap(taken('2026-11-25T13:00:00.000Z', '2026-11-26T10:00:00.000Z'), now, shown)).toBe(
      false,
    );
    expect(
      touchesShownMap(taken('2026-11-23T13:00:00.000Z', '2026-11-24T10:00:00.000Z'), now, {
        ...shown,
        bayIds: new Set(['bay-2']),
      }),
    ).toBe(false);
  });

  it('when a day stay is shown, then periods around today touch it and later ones do not', () => {
    const today: ShownMap = { ...shown, stay: { kind: 'day', from: '', to: '' } };
    expect(touchesShownMap(taken('2026-11-22T08:00:00.000Z', '2026-11-22T11:00:00.000Z'), now, today)).toBe(
      true,
    );
    expect(touchesShownMap(taken('2026-11-26T08:00:00.000Z', '2026-11-26T11:00:00.000Z'), now, today)).toBe(
      false,
    );
  });

  it('when a status now changes, then only a map showing a stay that may be under way now asks again', () => {
    const change = { event: 'buoy-status', data: status() } as const;
    expect(touchesShownMap(change, now, shown)).toBe(false);
    expect(touchesShownMap(change, now, { ...shown, stay: { kind: 'night', from: '', to: '' } })).toBe(true);
    expect(touchesShownMap(change, now, { ...shown, stay: { kind: 'day', from: '', to: '' } })).toBe(true);
  });

  it('when a shown bay’s layout changes, then the map asks again for any stay; junk layout data is not read', () => {
    const data = {
      bay_id: 'bay-1',
      added_buoy_ids: ['b-9'],
      updated_buoy_ids: [],
      removed_buoy_ids: ['b-2'],
      changed_at: '2026-11-22T08:59:00.000Z',
    };
    const layout = parseStreamEvent('bay-layout', JSON.stringify(data));
    expect(layout).toEqual({ event: 'bay-layout', data });
    if (!layout) throw new Error('not read');
    expect(touchesShownMap(layout, now, shown)).toBe(true);
    expect(touchesShownMap(layout, now, { ...shown, bayIds: new Set(['bay-2']) })).toBe(false);
    expect(parseStreamEvent('bay-layout', JSON.stringify({ ...data, removed_buoy_ids: 'b-2' }))).toBeNull();
  });

  it('when many maps hear one change, then they ask again spread over half a second', () => {
    expect(refetchDelay(0)).toBe(REFETCH_AFTER_MS);
    expect(refetchDelay(1)).toBe(REFETCH_AFTER_MS + 500);
  });

  it('when reconnecting again and again, then the wait doubles up to 30 s', () => {
    expect(reconnectDelay(0, 1)).toBe(1_000);
    expect(reconnectDelay(3, 1)).toBe(8_000);
    expect(reconnectDelay(20, 1)).toBe(30_000);
    expect(reconnectDelay(0, 0)).toBe(500);
  });
});
