'use client';

import { useTranslations } from 'next-intl';
import { Link } from '../../../i18n/navigation';
import { STATE_KEYS, usePaymentAccount } from '../onboarding/payout-state';

// issue 15 item 6: a bay whose operator has no ready payout account shows on the map as not
// bookable online; its overview says why and where to finish.
export function NotBookableNotice({ bayId }: { bayId: string }) {
  const t = useTranslations('ConcessionaireOverview');
  const tState = useTranslations('Onboarding');
  const account = usePaymentAccount(bayId);
  const state = account.data?.state;
  return (
    <div className="alert alert--info not-bookable" role="note">
      <p className="alert__title">{t('notBookableTitle')}</p>
      <p>
        {state === undefined || state === 'ready'
          ? t('notBookableText')
          : t('notBookableBecause', { state: tState(STATE_KEYS[state]) })}{' '}
        <Link href={`/concessionaires/${encodeURIComponent(bayId)}/onboarding`}>{t('toOnboarding')}</Link>
      </p>
    </div>
  );
}
