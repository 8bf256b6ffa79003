'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import type { ConcessionApplication } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { ConfirmDialog } from '../content/confirm-dialog';
import { bayLinksOf, isOpen, rejectionReason } from './application-state';
import { ApplicationStateBadge } from './application-state-badge';
import { withdrawApplication } from './applications-api';

type Props = { application: ConcessionApplication; onChanged: (application: ConcessionApplication) => void };

/** One of the applicant's applications: where it stands, and what they can do with it now. */
export function ApplicationCard({ application, onChanged }: Props) {
  const t = useTranslations('ApplyPage');
  const format = useFormatter();
  const api = useApiClient();
  const [asking, setAsking] = useState(false);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const links = bayLinksOf(application);
  const reason = rejectionReason(application);

  async function withdraw() {
    const outcome = await withdrawApplication(api, application.application_id);
    if (!outcome.ok) return outcome.error;
    setAsking(false);
    onChanged(outcome.data);
    return null;
  }

  return (
    <li className="card application-card" data-application={application.application_id}>
      <div className="application-card__head">
        <h3>{application.bay_name}</h3>
        <ApplicationStateBadge state={application.state} />
      </div>
      <p>{application.company_name}</p>
      <p className="application-card__dates">
        {t('submittedOn', { date: date(application.submitted_at) })}
        {application.decided_at === null ? null : (
          <> · {t('decidedOn', { date: date(application.decided_at) })}</>
        )}
      </p>
      {reason === null ? null : <p className="application-card__reason">{t('reason', { reason })}</p>}
      {links === null ? null : (
        <>
          <p>{t('approvedText')}</p>
          <div className="button-row">
            <Link className="button" href={links.setup}>
              {t('toSetup', { bay: application.bay_name })}
            </Link>
            <Link className="button button--secondary" href={links.backOffice}>
              {t('toBackOffice')}
            </Link>
          </div>
        </>
      )}
      {isOpen(application) ? (
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            {t('withdraw')}
          </button>
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('withdrawTitle', { bay: application.bay_name })}
          body={t('withdrawBody')}
          keepLabel={t('keep')}
          confirmLabel={t('confirmWithdraw')}
          busyLabel={t('withdrawing')}
          onConfirm={withdraw}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </li>
  );
}
