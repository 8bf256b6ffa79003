'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { waitlistOfferPath } from '../../booking/waitlist-api';
import type { WaitlistEntry } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';

// Where the boater is in line, or, once a buoy freed, until when it is kept for them (bay time)
// with the way to book it.

export function WaitlistPlace({ entry }: { entry: WaitlistEntry }) {
  const t = useTranslations('Waitlist');
  const format = useFormatter();
  const offer = entry.offer;
  if (entry.state === 'offered' && offer !== null && offer.state === 'open') {
    const time = format.dateTime(new Date(offer.kept_until), {
      timeStyle: 'short',
      timeZone: offer.time_zone,
    });
    return (
      <p className="alert alert--success waitlist-place" data-testid="waitlist-offered">
        {t('keptForYou', { time })}{' '}
        <Link href={waitlistOfferPath(offer.offer_id)} data-testid="waitlist-offer-link">
          {t('seeOffer')}
        </Link>
      </p>
    );
  }
  return (
    <p className="waitlist-place" data-testid="waitlist-place" data-place={entry.place_in_line}>
      {t('placeInLine', { place: entry.place_in_line })}
    </p>
  );
}
