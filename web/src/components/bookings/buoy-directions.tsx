'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { coordinatesText, geoLink, webMapLink } from '../../booking/buoy-place';
import { useApiClient } from '../../hooks/use-api-client';
import type { Booking } from '../../http/api-schema';
import { fetchBayBuoys } from '../../map/map-api';
import { defaultStay } from '../../map/stay-query';

/**
 * How to find the buoy of a stay now or ahead (issue 28 item 6): its coordinates, a link that
 * opens the phone's maps app and one to a web map. The buoy's place is read from the bay as it
 * is today (a layout may have moved it since the booking); nothing shows until it is known.
 */
export function BuoyDirections({ booking }: { booking: Booking }) {
  const t = useTranslations('BookingsPage');
  const api = useApiClient();
  const { data } = useSWR(['bay-buoys', booking.bay_slug], () =>
    fetchBayBuoys(api, booking.bay_slug, defaultStay()),
  );
  const buoy = data?.buoys.find((candidate) => candidate.id === booking.buoy_id);
  if (buoy === undefined) return null;
  const name = t('buoyOfBay', { bay: booking.bay_name, buoy: booking.buoy_label });
  return (
    <span className="bookings__directions">
      <span className="bookings__coordinates">{coordinatesText(buoy)}</span>
      <a href={geoLink(buoy, name)}>
        {t('openInMaps')}
        <span className="visually-hidden"> {name}</span>
      </a>
      <a href={webMapLink(buoy)} target="_blank" rel="noopener noreferrer">
        {t('openWebMap')}
        <span className="visually-hidden"> {name}</span>
      </a>
    </span>
  );
}
