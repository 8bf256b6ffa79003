'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import type { ConcessionApplication } from '../../http/api-schema';
import { ConfirmDialog } from '../content/confirm-dialog';
import { FormField } from '../forms/form-field';
import { approveApplication, rejectApplication } from './admin-api';

/** The server's limit on a rejection's reason. */
const REASON_MAX = 2000;

type Props = { application: ConcessionApplication; onDecided: (application: ConcessionApplication) => void };

/**
 * Approve, or reject with the reason the applicant is told; each asks first. A refusal of the
 * server (say, decided meanwhile by another admin) stays in the dialog in the page's language.
 */
export function DecisionPanel({ application, onDecided }: Props) {
  const t = useTranslations('AdminApplications');
  const api = useApiClient();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const bay = application.bay_name;

  async function decide() {
    const outcome =
      asking === 'reject'
        ? await rejectApplication(api, application.application_id, reason.trim())
        : await approveApplication(api, application.application_id);
    if (!outcome.ok) return outcome.error;
    setAsking(null);
    onDecided(outcome.data);
    return null;
  }

  function askReject() {
    if (reason.trim() === '') {
      setReasonError(t('reasonRequired'));
      document.getElementById('admin-reject-reason')?.focus();
      return;
    }
    setAsking('reject');
  }

  return (
    <section className="admin-decision" aria-labelledby="admin-decision-heading">
      <h2 id="admin-decision-heading">{t('decisionHeading')}</h2>
      <div className="button-row">
        <button type="button" className="button" onClick={() => setAsking('approve')}>
          {t('approve')}
        </button>
      </div>
      <FormField
        id="admin-reject-reason"
        label={t('reasonLabel')}
        hint={t('reasonHint')}
        value={reason}
        error={reasonError}
        multiline
        required={false}
        autoComplete="off"
        maxLength={REASON_MAX}
        onChange={(value) => {
          setReason(value);
          setReasonError(undefined);
        }}
      />
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={askReject}>
          {t('reject')}
        </button>
      </div>
      {asking === null ? null : (
        <ConfirmDialog
          title={asking === 'approve' ? t('approveTitle', { bay }) : t('rejectTitle', { bay })}
          body={
            asking === 'approve'
              ? t('approveBody', { company: application.company_name })
              : t('rejectBody', { reason: reason.trim() })
          }
          keepLabel={t('keep')}
          confirmLabel={asking === 'approve' ? t('confirmApprove') : t('confirmReject')}
          busyLabel={asking === 'approve' ? t('approving') : t('rejecting')}
          onConfirm={decide}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
