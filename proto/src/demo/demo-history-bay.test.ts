import { describe, expect, it } from '@jest/globals';
import * as catalogV1 from '../gen/index.moorline.catalog.v1';
import { BAYS_WITHOUT_DEMO_STAYS, demoHistoryBayOf, demoSkipperUserId } from './demo-history-bay';

const money = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });
const bay = catalogV1.Bay.fromPartial({
  bayId: '7d7c9a52-4b0e-4c55-9d44-0d3c1f1b2a10',
  slug: 'polace',
  name: 'Polače',
  timeZone: 'Europe/Zagreb',
  vatRateBasisPoints: 1300,
  nightStay: { offered: true, checkIn: '14:00', checkOut: '12:00', pricePerNight: money(9000) },
  dayStay: {
    offered: true,
    checkIn: '08:00',
    checkOut: '20:00',
    pricePerHour: money(1000),
    priceFullDay: money(6000),
  },
  mooringAssistance: { offered: true, price: money(2000) },
  trashCollection: { offered: false },
});
const { MANAGEMENT_KIND_DIGITAL: digital, MANAGEMENT_KIND_FCFS: fcfs } = catalogV1.ManagementKind;
const { SERVICE_STATE_IN_SERVICE: inService, SERVICE_STATE_OUT_OF_SERVICE: outOfService } =
  catalogV1.ServiceState;
const buoy = (
  label: string,
  managementKind: catalogV1.ManagementKind,
  serviceState: catalogV1.ServiceState,
) => catalogV1.Buoy.fromPartial({ buoyId: `buoy-${label}`, label, managementKind, serviceState });

describe('the demo history’s bay from catalog', () => {
  it('when catalog answers a bay and its buoys, then prices, times and the digital buoys in service are taken', () => {
    const buoys = [
      buoy('1', digital, inService),
      buoy('2', fcfs, inService),
      buoy('3', digital, outOfService),
    ];
    expect(demoHistoryBayOf(bay, buoys)).toEqual({
      bayId: bay.bayId,
      baySlug: 'polace',
      bayName: 'Polače',
      timeZone: 'Europe/Zagreb',
      currency: 'EUR',
      vatRateBasisPoints: 1300,
      nightCheckIn: '14:00',
      nightCheckOut: '12:00',
      nightMinor: 9000,
      day: { checkIn: '08:00', checkOut: '20:00', fullDayMinor: 6000 },
      mooringAssistanceMinor: 2000,
      trashCollectionMinor: undefined,
      buoys: [{ buoyId: 'buoy-1', label: '1' }],
    });
  });

  it('when the bay is one the walk-up tests keep free, then it has no buoy to draw demo stays on', () => {
    const [quietSlug] = BAYS_WITHOUT_DEMO_STAYS;
    const quiet = catalogV1.Bay.fromPartial({ ...bay, slug: quietSlug });
    expect(demoHistoryBayOf(quiet, [buoy('1', digital, inService)]).buoys).toEqual([]);
  });

  it('when the bay sells no day stays, then the history has none', () => {
    const nightsOnly = catalogV1.Bay.fromPartial({ ...bay, dayStay: { offered: false } });
    expect(demoHistoryBayOf(nightsOnly, []).day).toBeUndefined();
  });

  it('when a skipper’s email is given twice, then the same user id, and another email another', () => {
    const id = demoSkipperUserId('skipper.galeb.1234@demo.moorline.example');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(demoSkipperUserId('skipper.galeb.1234@demo.moorline.example')).toBe(id);
    expect(demoSkipperUserId('skipper.bura.1234@demo.moorline.example')).not.toBe(id);
  });
});
