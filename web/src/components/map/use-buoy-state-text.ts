'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { MapBuoy } from '../../map/map-buoys';
import { buoySymbol } from '../../map/map-symbols';

type StateOf = Pick<MapBuoy, 'management' | 'service_state' | 'status' | 'booked_until' | 'timeZone'>;

/**
 * A buoy's state for the stay in words, as its row and its map tooltip say it: a taken buoy says
 * until when, and whether it is booked or only held while someone pays (issue 28 item 6), with the
 * restriction when there is one.
 */
export function useBuoyStateText(): (buoy: StateOf) => string {
  const t = useTranslations('MapPage');
  const format = useFormatter();
  return (buoy) => {
    const symbol = buoySymbol(buoy);
    const taken = buoy.status === 'booked' || buoy.status === 'held';
    const until = taken && buoy.booked_until !== null ? new Date(buoy.booked_until) : null;
    const state =
      until === null
        ? t(`buoyStates.${symbol.label}`)
        : t(buoy.status === 'held' ? 'buoyStates.heldUntil' : 'buoyStates.bookedUntil', {
            time: format.dateTime(
              until,
              // The bay's clock, as the boater will live it there (spec §2); a buoy known without
              // its bay's zone says the reader's time and names it.
              buoy.timeZone === null
                ? { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }
                : { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone: buoy.timeZone },
            ),
          });
    return symbol.restricted ? `${state}, ${t('restricted')}` : state;
  };
}
