import { Type } from '@fastify/type-provider-typebox';
import type { catalogV1 } from '@moorline/contracts';
import { buoyStatuses, managementKinds, serviceStates, wireValue, wireValues } from '../../wire/enum-tables';
import { named } from '../../wire/named-schema';

// One character per buoy for the enums, delta-coded micro-degrees for positions: a viewport of
// 10,000 buoys stays far below 150 KB gzip (issue 5 item 7), and gzip squeezes the runs of
// equal characters and the small deltas of neighbouring buoys. The characters come from the
// one table per enum, as do the legends in the schema below.

type CodedTable = Partial<Record<number, { name: string; code: string }>>;

const legend = (table: CodedTable) =>
  wireValues(table)
    .map(({ name, code }) => `${code} ${name}`)
    .join(', ');

export const CompactBuoys = named(
  'CompactBuoys',
  Type.Object({
    live_status: Type.Boolean(),
    truncated: Type.Boolean({ description: 'More buoys than the limit are in view; zoom in' }),
    bays: Type.Array(Type.Object({ id: Type.String(), slug: Type.String() })),
    buoys: Type.Object({
      count: Type.Integer(),
      bay_index: Type.Array(Type.Integer(), { description: 'Per buoy: index into `bays`' }),
      label: Type.Array(Type.String()),
      lat_e6: Type.Array(Type.Integer(), {
        description:
          'Micro-degrees, delta-coded: the first absolute, each next the difference to the one before',
      }),
      lon_e6: Type.Array(Type.Integer(), { description: 'As lat_e6' }),
      management: Type.String({ description: `One character per buoy: ${legend(managementKinds)}` }),
      service: Type.String({ description: `One character per buoy: ${legend(serviceStates)}` }),
      status: Type.Union([Type.String(), Type.Null()], {
        description: `One character per buoy: ${legend(buoyStatuses)}. Null when not signed in`,
      }),
      booked_until: Type.Union([Type.Array(Type.Integer()), Type.Null()], {
        description:
          'Per buoy: Unix seconds until which it is booked, 0 when not booked. Null when not signed in',
      }),
    }),
  }),
);

/** First value as it is, each next one as the difference to the one before. */
export function deltaEncode(values: number[]): number[] {
  return values.map((value, index) => (index === 0 ? value : value - (values[index - 1] ?? 0)));
}

export function deltaDecode(deltas: number[]): number[] {
  let running = 0;
  return deltas.map((delta) => (running += delta));
}

const codes = (values: number[], table: CodedTable, unknown: string) =>
  values.map((value) => wireValue(table, value)?.code ?? unknown).join('');

export function compactViewport(answer: catalogV1.ListViewportBuoysResponse) {
  const live = answer.liveStatusIncluded;
  return {
    live_status: live,
    truncated: answer.truncated,
    bays: answer.bays.map((bay) => ({ id: bay.bayId, slug: bay.slug })),
    buoys: {
      count: answer.labels.length,
      bay_index: answer.bayIndexes,
      label: answer.labels,
      lat_e6: deltaEncode(answer.latE6),
      lon_e6: deltaEncode(answer.lonE6),
      management: codes(answer.managementKinds, managementKinds, 't'),
      service: codes(answer.serviceStates, serviceStates, 'i'),
      status: live ? codes(answer.statuses, buoyStatuses, 'n') : null,
      booked_until: live ? answer.bookedUntilUnixSeconds : null,
    },
  };
}

export type CompactViewport = ReturnType<typeof compactViewport>;
