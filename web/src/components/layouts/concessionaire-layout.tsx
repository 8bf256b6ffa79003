import type { ReactNode } from 'react';
import { PageShell } from '../layout/page-shell';
import { ConcessionaireNav } from './concessionaire-nav';

export function ConcessionaireLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell>
      <div className="container area">
        <ConcessionaireNav />
        <div>{children}</div>
      </div>
    </PageShell>
  );
}
