'use client';

import { useFormatter, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import type { ConcessionApplication } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { ApplicationStateBadge } from '../apply/application-state-badge';
import { isOpen, rejectionReason } from '../apply/application-state';
import { loadApplication } from './admin-api';
import { AdminProblem } from './admin-problem';
import { ApplicationDocument } from './application-document';
import { DecisionPanel } from './decision-panel';

function Details({ application }: { application: ConcessionApplication }) {
  const t = useTranslations('AdminApplications');
  const format = useFormatter();
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const reason = rejectionReason(application);
  const rows: [string, string][] = [
    [t('applicant'), application.applicant_email],
    [t('company'), application.company_name],
    [t('address'), application.registered_address],
    [t('country'), application.country],
    [t('taxNumber'), application.tax_number],
    [t('concession'), application.concession_number],
    [
      t('validityLabel'),
      t('validity', { from: day(application.valid_from), until: day(application.valid_until) }),
    ],
    [t('pin'), `${application.bay_lat.toFixed(5)}, ${application.bay_lon.toFixed(5)}`],
    [t('phone'), application.contact_phone],
    [t('language'), application.language],
    [t('submitted'), when(application.submitted_at)],
    ...(application.decided_at === null
      ? []
      : [[t('decided'), when(application.decided_at)] as [string, string]]),
    ...(reason === null ? [] : [[t('rejectReasonLabel'), reason] as [string, string]]),
    ...(application.bay_id === null ? [] : [[t('bayCreatedLabel'), application.bay_id] as [string, string]]),
  ];
  return (
    <section aria-labelledby="admin-details-heading">
      <h2 id="admin-details-heading">{t('detailsHeading')}</h2>
      <dl className="detail-list admin-details">
        {rows.map(([label, value]) => (
          <div key={label} className="admin-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One application for the admin: what it says, its document, and the decision while it is open. */
export function ApplicationDetail({ applicationId }: { applicationId: string }) {
  const t = useTranslations('AdminApplications');
  const api = useApiClient();
  const caller = useCallerKey();
  const answer = useSWR(caller === null ? null : ['admin-application', caller, applicationId], () =>
    loadApplication(api, applicationId),
  );
  const back = (
    <p>
      <Link href="/admin/applications">{t('back')}</Link>
    </p>
  );
  if (answer.data === undefined)
    return (
      <>
        {back}
        {answer.error === undefined ? (
          <p role="status">{t('detailLoading')}</p>
        ) : (
          <AdminProblem error={answer.error} onRetry={() => void answer.mutate()} />
        )}
      </>
    );
  const application = answer.data;
  return (
    <>
      {back}
      <div className="admin-detail__head">
        <h1>{application.bay_name}</h1>
        <ApplicationStateBadge state={application.state} />
      </div>
      <Details application={application} />
      <ApplicationDocument application={application} />
      {isOpen(application) ? (
        <DecisionPanel
          application={application}
          onDecided={(decided) => void answer.mutate(decided, { revalidate: false })}
        />
      ) : null}
    </>
  );
}
