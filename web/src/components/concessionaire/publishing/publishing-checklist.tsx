'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BayPublishing, PublishCheck } from '../../../http/api-schema';
import { Link } from '../../../i18n/navigation';
import { FormAlert } from '../../auth/form-alert';
import { Loaded } from '../backoffice-problem';
import type { OperatorBay } from '../backoffice-types';
import { publishBay } from '../setup/setup-api';
import { StatusBadge } from './bay-status-badge';
import { HideBayDialog } from './hide-bay-dialog';
import { usePublishing } from './use-publishing';
import './publishing.css';

/** Where each missing item is fixed (the layout editor is the buoys' page). */
const FIX_PAGE: Record<PublishCheck, string> = {
  buoys: 'layout',
  prices: 'setup#setup-stays',
  payment_account: 'onboarding',
  photo: 'shop_window',
};

function Checks({ bayId, publishing }: { bayId: string; publishing: BayPublishing }) {
  const t = useTranslations('PublishingChecklist');
  const bay = encodeURIComponent(bayId);
  return (
    <ul className="publishing__checks">
      {publishing.checklist.map(({ check, met }) => (
        <li key={check} className={`publishing__check publishing__check--${met ? 'met' : 'missing'}`}>
          <span className="publishing__mark">{met ? t('met') : t('missing')}</span>
          <span>{t(`checks.${check}`)}</span>
          {met ? null : <Link href={`/concessionaires/${bay}/${FIX_PAGE[check]}`}>{t(`fix.${check}`)}</Link>}
        </li>
      ))}
    </ul>
  );
}

function Actions({
  bay,
  publishing,
  onChanged,
}: {
  bay: OperatorBay;
  publishing: BayPublishing;
  onChanged: (next: BayPublishing) => void;
}) {
  const t = useTranslations('PublishingChecklist');
  const api = useApiClient();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [hiding, setHiding] = useState(false);
  async function publish() {
    setSending(true);
    setError(null);
    const outcome = await publishBay(api, bay.bay_id);
    setSending(false);
    if (outcome.ok) onChanged(outcome.value);
    else setError(outcome.error);
  }
  if (publishing.status === 'live')
    return (
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => setHiding(true)}>
          {t('hide')}
        </button>
        {hiding ? (
          <HideBayDialog
            bayId={bay.bay_id}
            bayName={bay.name}
            onHidden={(next) => {
              setHiding(false);
              onChanged(next);
            }}
            onClose={() => setHiding(false)}
          />
        ) : null}
      </div>
    );
  return (
    <>
      <FormAlert summary={null} error={error} />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!publishing.ready || sending}
          aria-describedby={publishing.ready ? undefined : 'publishing-not-ready'}
          onClick={() => void publish()}
        >
          {sending ? t('publishing') : t('publish')}
        </button>
      </div>
      {publishing.ready ? null : (
        <p className="field__hint" id="publishing-not-ready">
          {t('notReady')}
        </p>
      )}
    </>
  );
}

/**
 * Issue 27 item 4: the bay's status, what it still lacks to go live (each missing item linked to
 * where it is fixed), Publish once nothing is missing, and Hide for a live bay.
 */
export function PublishingChecklist({ bay }: { bay: OperatorBay }) {
  const t = useTranslations('PublishingChecklist');
  const answer = usePublishing(bay.bay_id);
  const [said, setSaid] = useState<string | null>(null);
  const changed = (next: BayPublishing) => {
    void answer.mutate(next, { revalidate: false });
    setSaid(t(`became.${next.status}`));
  };
  return (
    <section className="backoffice-section publishing" aria-labelledby="publishing-heading">
      <h2 id="publishing-heading">{t('heading')}</h2>
      <Loaded answer={answer} loading={t('loading')}>
        {(publishing) => (
          <>
            <p className="publishing__status">
              {t('statusLabel')} <StatusBadge status={publishing.status} />{' '}
              {t(`explain.${publishing.status}`)}
            </p>
            <Checks bayId={bay.bay_id} publishing={publishing} />
            <Actions bay={bay} publishing={publishing} onChanged={changed} />
          </>
        )}
      </Loaded>
      <p role="status">{said}</p>
    </section>
  );
}
