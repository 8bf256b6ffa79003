'use client';

import { useTranslations } from 'next-intl';
import { Link } from '../../../i18n/navigation';
import type { BayOccupancyNow, OperatorBay } from '../backoffice-types';
import { PayoutState } from '../onboarding/payout-state';
import { BayStatusBadge } from '../publishing/bay-status-badge';

type Props = { bay: OperatorBay; now: BayOccupancyNow | undefined; occupancyFailed: boolean };

/** One bay of the selector: its name opens the overview; occupancy now and payout state beside. */
export function BayCard({ bay, now, occupancyFailed }: Props) {
  const t = useTranslations('ConcessionaireBays');
  const id = encodeURIComponent(bay.bay_id);
  const occupancyText = () => {
    if (now === undefined) return occupancyFailed ? t('occupancyUnknown') : t('occupancyLoading');
    // Traditional moorings only: nothing here is booked or checked in through us to count.
    if (now.buoys_total === 0) return t('occupancyNone');
    return t('occupancy', {
      booked: now.booked,
      total: now.buoys_total,
      checkedIn: now.checked_in,
      free: now.free,
    });
  };
  return (
    <li className="card bay-card">
      <h2 className="bay-card__name">
        <Link href={`/concessionaires/${id}/overview`}>{bay.name}</Link> <BayStatusBadge bayId={bay.bay_id} />
      </h2>
      <p className="bay-card__buoys">{t('buoys', { total: bay.buoys.total, digital: bay.buoys.digital })}</p>
      <dl className="detail-list">
        <dt>{t('today')}</dt>
        <dd>{occupancyText()}</dd>
        <dt>{t('payout')}</dt>
        <dd>
          <PayoutState bayId={bay.bay_id} />
        </dd>
      </dl>
      {bay.bookable_online ? null : (
        <p className="bay-card__warning">
          {t('notBookable')} <Link href={`/concessionaires/${id}/onboarding`}>{t('toOnboarding')}</Link>
        </p>
      )}
    </li>
  );
}
