import type { ReactNode } from 'react';
import { PageShell } from '../../../components/layout/page-shell';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <PageShell>
      <div className="container page">{children}</div>
    </PageShell>
  );
}
