'use client';

import { useTranslations } from 'next-intl';
import type { Booking } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { MAP_PAGE, bayPage } from '../../site/public-pages';

/** After a booking that did not go through: back to its bay, or to the map. */
export function BackToBay({ booking }: { booking: Pick<Booking, 'bay_slug' | 'bay_name'> }) {
  const t = useTranslations('Payment');
  const preview = useTranslations('BookingPreview');
  return (
    <p className="booking-actions">
      <Link className="button" href={bayPage(booking.bay_slug)}>
        {t('backToBay', { bay: booking.bay_name })}
      </Link>
      <Link className="button button--secondary" href={MAP_PAGE}>
        {preview('backToMap')}
      </Link>
    </p>
  );
}
