'use client';

import { useTranslations } from 'next-intl';
import type { Alternative } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { useFormatDistance } from '../../hooks/use-format-distance';

// A taken or out-of-service buoy points to the free buoys nearby; each opens its bay's page.
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
            <Link className="button button--secondary qr-button" href={`/bays/${alternative.bay_slug}`}>
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
