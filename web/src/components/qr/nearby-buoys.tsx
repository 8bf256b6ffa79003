'use client';

import { useTranslations } from 'next-intl';
import type { Alternative } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { useFormatDistance } from '../../hooks/use-format-distance';
import { qrStartPath } from '../../qr/qr-flow';

// A taken or out-of-service buoy points to the free buoys nearby that take a check-in; each
// opens its own check-in, so the walk-up goes on there (issue 28 item 4).
export function NearbyBuoys({ alternatives }: { alternatives: Alternative[] }) {
  const t = useTranslations('QrFlow');
  const formatDistance = useFormatDistance();

  if (alternatives.length === 0) return <p>{t('nearbyNone')}</p>;
  return (
    <section aria-labelledby="qr-nearby-heading">
      <h2 id="qr-nearby-heading">{t('nearbyHeading')}</h2>
      <ul className="qr-choices">
        {alternatives.map((alternative) => (
          <li key={alternative.buoy_id}>
            <Link className="button button--secondary qr-button" href={qrStartPath(alternative.qr_slug)}>
              {t('nearbyBuoy', {
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
