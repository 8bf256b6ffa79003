'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import type { AdminUser } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { ConfirmDialog } from '../content/confirm-dialog';
import { lockUser, resendVerification, unlockUser } from './console-api';
import { userActionsOf } from './user-state';

type Asked = 'lock' | 'unlock' | 'resend';
type Props = { user: AdminUser; onChanged: () => void };

/** Lock or unlock, send the verification link again, open the bookings; each change asks first. */
export function UserActions({ user, onChanged }: Props) {
  const t = useTranslations('AdminUsers');
  const api = useApiClient();
  const [asking, setAsking] = useState<Asked | null>(null);
  const [sent, setSent] = useState(false);
  const actions = userActionsOf(user);
  const email = user.email;

  async function act() {
    if (asking === 'resend') {
      const error = await resendVerification(api, user.user_id);
      if (error !== null) return error;
      setSent(true);
    } else {
      const outcome = await (asking === 'lock' ? lockUser : unlockUser)(api, user.user_id);
      if (!outcome.ok) return outcome.error;
    }
    setAsking(null);
    onChanged();
    return null;
  }

  return (
    <div className="admin-user-actions">
      <Link href={`/admin/users/${encodeURIComponent(user.user_id)}?email=${encodeURIComponent(email)}`}>
        {t('bookings')}
        <span className="visually-hidden"> {email}</span>
      </Link>
      <button
        type="button"
        className={actions.lock === 'lock' ? 'button button--danger' : 'button'}
        onClick={() => setAsking(actions.lock)}
      >
        {t(actions.lock)}
        <span className="visually-hidden"> {email}</span>
      </button>
      {actions.resend ? (
        <button type="button" className="button button--secondary" onClick={() => setAsking('resend')}>
          {t('resend')}
          <span className="visually-hidden"> {email}</span>
        </button>
      ) : null}
      {sent ? <p role="status">{t('resent')}</p> : null}
      {asking === null ? null : (
        <ConfirmDialog
          title={t(`${asking}Title`, { email })}
          body={t(`${asking}Body`)}
          keepLabel={t('keep')}
          confirmLabel={t(`${asking}Confirm`)}
          busyLabel={t('working')}
          onConfirm={act}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
