'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BackofficeProblem } from './backoffice-problem';
import type { OperatorBay } from './backoffice-types';
import { useOperatorBay } from './use-operator-bay';

type Props = {
  bayId: string;
  /** The page's title while its bay is unknown (its h1 all the same). */
  title: string;
  children: (bay: OperatorBay) => ReactNode;
};

/** A page about one of the caller's bays: the bay check first, then the page. */
export function BayPage({ bayId, title, children }: Props) {
  const t = useTranslations('ConcessionaireLayout');
  const lookup = useOperatorBay(bayId);
  if (lookup.state === 'ready') return children(lookup.bay);
  return (
    <>
      <div className="page-intro">
        <h1>{title}</h1>
      </div>
      {lookup.state === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <BackofficeProblem error={lookup.error} onRetry={lookup.retry} />
      )}
    </>
  );
}
