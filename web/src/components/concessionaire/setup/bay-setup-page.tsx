'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import type { BaySetup } from '../../../http/api-schema';
import { Loaded } from '../backoffice-problem';
import { BayHeading } from '../bay-heading';
import { BayPage } from '../bay-page';
import { PublishingChecklist } from '../publishing/publishing-checklist';
import { useRecheckPublishing } from '../publishing/use-publishing';
import { loadSetup } from './setup-api';
import { SetupForm } from './setup-form';
import './bay-setup.css';

/** The setup as the server has it; each save's answer is the new state, kept without asking again. */
function BaySetupEditor({ bayId }: { bayId: string }) {
  const t = useTranslations('BaySetupPage');
  const api = useApiClient();
  const caller = useCallerKey();
  const recheck = useRecheckPublishing(bayId);
  const answer = useSWR(caller === null ? null : ['bay-setup', caller, bayId], () => loadSetup(api, bayId));
  const saved = (setup: BaySetup) => {
    void answer.mutate(setup, { revalidate: false });
    recheck();
  };
  return (
    <Loaded answer={answer} loading={t('loading')}>
      {(setup) => <SetupForm setup={setup} onSaved={saved} />}
    </Loaded>
  );
}

// /concessionaires/{bayUuid}/setup (issue 27 items 2 and 4): the publishing checklist first, as
// what the bay still lacks is what its operator came for, then the setup form.
export function BaySetupPage({ bayId }: { bayId: string }) {
  const t = useTranslations('BaySetupPage');
  return (
    <BayPage bayId={bayId} title={t('title')}>
      {(bay) => (
        <>
          <BayHeading bay={bay} title={t('title')} lead={t('lead')} />
          <PublishingChecklist bay={bay} />
          <BaySetupEditor bayId={bay.bay_id} />
        </>
      )}
    </BayPage>
  );
}
