'use client';

import { useTranslations } from 'next-intl';
import { RetryAlert } from '../content/retry-alert';
import { BackofficeError } from '../concessionaire/backoffice-api';

/** Why an admin page's data cannot be shown: not a superuser (403), no such thing (404), or retry. */
export function AdminProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('AdminConsole');
  const status = error instanceof BackofficeError ? error.status : 0;
  if (status === 403 || status === 404)
    return (
      <div className="alert alert--error" role="alert">
        <p>{status === 403 ? t('forbiddenText') : t('notFound')}</p>
      </div>
    );
  return <RetryAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
}
