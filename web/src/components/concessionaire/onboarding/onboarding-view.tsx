'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import { useStoredSession } from '../../../hooks/use-stored-session';
import { onboardingLink } from '../backoffice-api';
import { Loaded } from '../backoffice-problem';
import type { OperatorBay, PaymentAccount, PaymentAccountState } from '../backoffice-types';
import { BayHeading } from '../bay-heading';
import { BayPage } from '../bay-page';
import { mayManage } from '../concessionaire-access';
import { PayoutStateBadge, usePaymentAccount } from './payout-state';
import { missingGroups, onboardingAction } from './requirements';

// spec §2 /concessionaires/{bayUuid}/onboarding (issue 15 item 6): the operator's connected
// payment account, what the provider still needs, and the way on to its onboarding pages (Stripe's
// account links, or the sandbox's own page), which come back here.
type Leaving = 'idle' | 'busy' | 'failed';

const EXPLAIN_KEYS = {
  not_started: 'explain.not_started',
  details_pending: 'explain.details_pending',
  ready: 'explain.ready',
  restricted: 'explain.restricted',
} as const satisfies Record<PaymentAccountState, string>;

type CardProps = {
  account: PaymentAccount;
  canManage: boolean;
  leaving: Leaving;
  onOnboard: () => Promise<void>;
};

/** The account's state, what is missing, and the way on for a manager. */
function AccountCard({ account, canManage, leaving, onOnboard }: CardProps) {
  const t = useTranslations('Onboarding');
  const action = onboardingAction(account.state);
  const groups = missingGroups(account.missing);
  return (
    <section className="card onboarding" aria-labelledby="onboarding-state">
      <h2 id="onboarding-state" className="occupancy-card__title">
        {t('stateHeading')} <PayoutStateBadge state={account.state} />
      </h2>
      <p>{t(EXPLAIN_KEYS[account.state])}</p>
      {groups.length === 0 ? null : (
        <>
          <h3 className="onboarding__missing">{t('missingHeading')}</h3>
          <ul>
            {groups.map((group) => (
              <li key={group}>{t(`requirement.${group}`)}</li>
            ))}
          </ul>
        </>
      )}
      {action === null ? null : canManage ? (
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={leaving === 'busy'}
            onClick={() => void onOnboard()}
          >
            {t(action === 'start' ? 'start' : 'continue')}
          </button>
          <span role="status">
            {leaving === 'failed' ? t('linkFailed') : leaving === 'busy' ? t('leaving') : ''}
          </span>
        </div>
      ) : (
        <p className="alert alert--info">{t('managerOnly')}</p>
      )}
    </section>
  );
}

function OnboardingView({ bay }: { bay: OperatorBay }) {
  const t = useTranslations('Onboarding');
  const api = useApiClient();
  const session = useStoredSession();
  const account = usePaymentAccount(bay.bay_id);
  const [leaving, setLeaving] = useState<Leaving>('idle');

  async function goOnboard() {
    setLeaving('busy');
    try {
      window.location.assign(await onboardingLink(api, bay.bay_id, window.location.pathname));
    } catch {
      setLeaving('failed');
    }
  }

  return (
    <>
      <BayHeading bay={bay} title={t('title')} lead={t('lead')} />
      <Loaded answer={account} loading={t('loadingState')}>
        {(data) => (
          <AccountCard
            account={data}
            canManage={mayManage(session)}
            leaving={leaving}
            onOnboard={goOnboard}
          />
        )}
      </Loaded>
    </>
  );
}

export function OnboardingPage({ bayId }: { bayId: string }) {
  const t = useTranslations('Onboarding');
  return (
    <BayPage bayId={bayId} title={t('title')}>
      {(bay) => <OnboardingView bay={bay} />}
    </BayPage>
  );
}
