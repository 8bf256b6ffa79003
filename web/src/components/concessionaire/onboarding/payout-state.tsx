'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { loadPaymentAccount } from '../backoffice-api';
import type { PaymentAccountState } from '../backoffice-types';

/** The bay's payout account, as the payment service has it; shared by the pages that show it. */
export function usePaymentAccount(bayId: string) {
  const api = useApiClient();
  const caller = useCallerKey();
  return useSWR(caller === null ? null : ['payment-account', caller, bayId], () =>
    loadPaymentAccount(api, bayId),
  );
}

/** Each state's words (spec §3), named here so no state goes unnamed. */
export const STATE_KEYS = {
  not_started: 'state.not_started',
  details_pending: 'state.details_pending',
  ready: 'state.ready',
  restricted: 'state.restricted',
} as const satisfies Record<PaymentAccountState, string>;

/** spec §3: the connected account's state in words, marked so a glance tells ready from not. */
export function PayoutStateBadge({ state }: { state: PaymentAccountState }) {
  const t = useTranslations('Onboarding');
  return <span className={`payout-state payout-state--${state}`}>{t(STATE_KEYS[state])}</span>;
}

export function PayoutState({ bayId }: { bayId: string }) {
  const t = useTranslations('Onboarding');
  const account = usePaymentAccount(bayId);
  if (account.data !== undefined) return <PayoutStateBadge state={account.data.state} />;
  return <span>{account.error === undefined ? t('loadingState') : t('stateUnknown')}</span>;
}
