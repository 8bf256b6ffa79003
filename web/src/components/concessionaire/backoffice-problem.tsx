'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '../../i18n/navigation';
import { RetryAlert } from '../content/retry-alert';
import { BackofficeError } from './backoffice-api';

// What a back-office page says when its data cannot be shown: another operator's bay or an
// unknown one (404) is not found, a refusal (403) says the role may not, anything else can be
// asked again.
export function BackofficeProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('ConcessionaireLayout');
  const status = error instanceof BackofficeError ? error.status : 0;
  if (status === 404 || status === 403)
    return (
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{status === 404 ? t('bayNotFound') : t('notAllowed')}</p>
        <p>
          <Link href="/concessionaires/bays">{t('allBays')}</Link>
        </p>
      </div>
    );
  return <RetryAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
}

type Answer<T> = { data: T | undefined; error: unknown; mutate: () => unknown };

/** An SWR answer: its figures once they are here, until then loading, or why they are not. */
export function Loaded<T>({
  answer,
  loading,
  children,
}: {
  answer: Answer<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (answer.data !== undefined) return children(answer.data);
  if (answer.error === undefined) return <p role="status">{loading}</p>;
  return <BackofficeProblem error={answer.error} onRetry={() => void answer.mutate()} />;
}
