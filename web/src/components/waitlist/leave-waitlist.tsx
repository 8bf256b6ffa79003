'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ApiError } from '../../http/api-error';
import type { WaitlistEntry } from '../../http/api-schema';
import { FormAlert } from '../auth/form-alert';
import { useMyWaitlists } from './use-my-waitlists';

/** "Leave the waitlist": an offer open to the boater then goes to the next in line. */
export function LeaveWaitlist({ entry, describedBy }: { entry: WaitlistEntry; describedBy?: string }) {
  const t = useTranslations('Waitlist');
  const { leave } = useMyWaitlists();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ApiError | null>(null);
  async function onLeave() {
    setSending(true);
    setProblem(null);
    const outcome = await leave(entry.entry_id);
    setSending(false);
    if (!outcome.ok) setProblem(outcome.error);
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={sending}
        aria-describedby={describedBy}
        onClick={() => void onLeave()}
        data-testid="leave-waitlist"
      >
        {sending ? t('leaving') : t('leave')}
      </button>
      <FormAlert summary={null} error={problem} />
    </>
  );
}
