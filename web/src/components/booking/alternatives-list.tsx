'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Alternative } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { useFormatDistance } from '../../hooks/use-format-distance';
import { bookingPreviewPath, type PreviewChoice } from '../../booking/preview-query';

// issue 12 item 4: a taken buoy or boat comes with free buoys that fit the boat for the same
// period, same bay first, then the nearest bays; each reopens the preview for that buoy, with the
// same stay and boat.

type Props = { alternatives: Alternative[]; choice: PreviewChoice };

export function AlternativesList({ alternatives, choice }: Props) {
  const t = useTranslations('BookingPreview');
  const formatDistance = useFormatDistance();
  // The price and the hold may both be refused: each list names its own heading.
  const headingId = useId();

  if (alternatives.length === 0) return <p>{t('alternativesNone')}</p>;
  return (
    <section className="booking-alternatives" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('alternativesHeading')}</h3>
      <ul className="booking-alternatives__list">
        {alternatives.map((alternative) => (
          <li key={alternative.buoy_id}>
            <Link
              className="button button--secondary booking-alternative"
              data-buoy-id={alternative.buoy_id}
              href={bookingPreviewPath({ ...choice, bay: alternative.bay_slug, buoy: alternative.buoy_id })}
            >
              {t('alternative', {
                buoy: alternative.buoy_label,
                bay: alternative.bay_name,
                distance: formatDistance(alternative.distance_m),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
