import { catalogV1 } from '@moorline/contracts';

// One character per buoy for the enums, delta-coded micro-degrees for positions: a viewport of
// 10,000 buoys stays far below 150 KB gzip (issue 5 item 7), and gzip squeezes the runs of
// equal characters and the small deltas of neighbouring buoys.
const managementCodes: Record<number, string> = {
  [catalogV1.ManagementKind.MANAGEMENT_KIND_DIGITAL]: 'd',
  [catalogV1.ManagementKind.MANAGEMENT_KIND_FCFS]: 'f',
  [catalogV1.ManagementKind.MANAGEMENT_KIND_TRADITIONAL]: 't',
};
const serviceCodes: Record<number, string> = {
  [catalogV1.ServiceState.SERVICE_STATE_IN_SERVICE]: 'i',
  [catalogV1.ServiceState.SERVICE_STATE_RESTRICTED]: 'r',
  [catalogV1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE]: 'o',
};
const statusCodes: Record<number, string> = {
  [catalogV1.BuoyStatus.BUOY_STATUS_AVAILABLE]: 'a',
  [catalogV1.BuoyStatus.BUOY_STATUS_BOOKED]: 'b',
  [catalogV1.BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE]: 'o',
  [catalogV1.BuoyStatus.BUOY_STATUS_FCFS]: 'f',
  [catalogV1.BuoyStatus.BUOY_STATUS_TRADITIONAL]: 't',
  [catalogV1.BuoyStatus.BUOY_STATUS_STAY_NOT_OFFERED]: 'n',
};

/** First value as it is, each next one as the difference to the one before. */
export function deltaEncode(values: number[]): number[] {
  return values.map((value, index) => (index === 0 ? value : value - (values[index - 1] ?? 0)));
}

export function deltaDecode(deltas: number[]): number[] {
  let running = 0;
  return deltas.map((delta) => (running += delta));
}

const codes = (values: number[], table: Record<number, string>, unknown: string) =>
  values.map((value) => table[value] ?? unknown).join('');

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
      management: codes(answer.managementKinds, managementCodes, 't'),
      service: codes(answer.serviceStates, serviceCodes, 'i'),
      status: live ? codes(answer.statuses, statusCodes, 'n') : null,
      booked_until: live ? answer.bookedUntilUnixSeconds : null,
    },
  };
}

export type CompactViewport = ReturnType<typeof compactViewport>;
