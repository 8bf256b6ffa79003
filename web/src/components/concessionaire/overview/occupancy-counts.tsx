'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import type { OccupancyCounts } from '../backoffice-types';
import { COUNT_KEYS } from './occupancy-series';

/** Occupancy at one moment (now, tonight): each figure out of the bay's buoys. */
export function OccupancyCountsCard({ title, counts }: { title: string; counts: OccupancyCounts }) {
  const t = useTranslations('ConcessionaireOverview');
  return (
    <section className="card occupancy-card" aria-label={title}>
      <h2 className="occupancy-card__title">{title}</h2>
      <p className="occupancy-card__headline">
        {t('bookedOfTotal', { booked: counts.booked, total: counts.buoys_total })}
      </p>
      <dl className="figure-list">
        {COUNT_KEYS.map((key) => (
          <Fragment key={key}>
            <dt>{t(`count.${key}`)}</dt>
            <dd>{counts[key]}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
