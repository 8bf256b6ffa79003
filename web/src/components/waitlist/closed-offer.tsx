'use client';

import { useTranslations } from 'next-intl';
import type { WaitlistOffer } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { bayPage } from '../../site/public-pages';

// An offer that lapsed, was taken or withdrawn: the catalogue's words, and the way to the bay.

export function ClosedOffer({ offer }: { offer: Pick<WaitlistOffer, 'bay_slug' | 'bay_name'> }) {
  const t = useTranslations('Waitlist');
  const codes = useTranslations('ErrorCodes');
  return (
    <div className="alert alert--info" role="status" data-testid="offer-closed">
      <p className="alert__title">{codes('waitlist_offer_closed')}</p>
      <p>
        <Link href={bayPage(offer.bay_slug)}>{t('toBay', { bay: offer.bay_name })}</Link>
      </p>
    </div>
  );
}
