'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useStoredSession } from '../../hooks/use-stored-session';
import type { ConcessionApplication } from '../../http/api-schema';
import { browserSessionStore } from '../../session/browser-session';
import { renewSession } from '../../session/session-actions';
import { RetryAlert } from '../content/retry-alert';
import { ApplicationCard } from './application-card';
import { ApplicationForm } from './application-form';
import { isOpen } from './application-state';
import { loadMyApplications } from './applications-api';
import './apply.css';

/**
 * The apply page's body for a signed-in user: their applications with where each stands, and the
 * form while none waits for a decision (the server allows one open application at a time).
 */
export function ApplyView() {
  const t = useTranslations('ApplyPage');
  const api = useApiClient();
  const caller = useCallerKey();
  const mine = useSWR(caller === null ? null : ['/v1/concessionaires/applications', caller], () =>
    loadMyApplications(api),
  );
  const [sent, setSent] = useState(false);
  const session = useStoredSession();
  // Approved, the user runs a bay: renew the session once, so the links into the back office
  // find the new role in the token and on the profile (the page's session still has the old).
  const roleBehind =
    session.signedIn &&
    !session.user.isConcessionaire &&
    (mine.data ?? []).some((one) => one.state === 'approved');
  useEffect(() => {
    if (roleBehind) renewSession(api, browserSessionStore()).catch(() => undefined);
  }, [roleBehind, api]);

  // A new application comes first (newest first, as the server lists them); a changed one keeps its place.
  const replace = (changed: ConcessionApplication) =>
    void mine.mutate(
      (list = []) =>
        list.some((other) => other.application_id === changed.application_id)
          ? list.map((other) => (other.application_id === changed.application_id ? changed : other))
          : [changed, ...list],
      { revalidate: false },
    );

  if (mine.error !== undefined && mine.data === undefined)
    return <RetryAlert title={t('mineFailed')} retryLabel={t('retry')} onRetry={() => void mine.mutate()} />;
  if (mine.data === undefined) return <p role="status">{t('mineLoading')}</p>;
  const waiting = mine.data.some(isOpen);
  return (
    <div className="apply">
      <p role="status" className={sent ? 'alert alert--success' : undefined}>
        {sent ? t('sent') : null}
      </p>
      {mine.data.length === 0 ? null : (
        <section aria-labelledby="apply-mine-heading">
          <h2 id="apply-mine-heading">{t('mineHeading')}</h2>
          <ul className="application-list">
            {mine.data.map((application) => (
              <ApplicationCard
                key={application.application_id}
                application={application}
                onChanged={replace}
              />
            ))}
          </ul>
        </section>
      )}
      {waiting ? (
        <p className="alert alert--info">{t('openApplication')}</p>
      ) : (
        <ApplicationForm
          onSent={(application) => {
            setSent(true);
            replace(application);
          }}
        />
      )}
    </div>
  );
}
