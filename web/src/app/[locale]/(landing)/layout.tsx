import type { ReactNode } from 'react';
import { PageShell } from '../../../components/layout/page-shell';

// Landing layout: full-bleed sections, so no content container here.
export default function LandingLayout({ children }: { children: ReactNode }) {
  return <PageShell>{children}</PageShell>;
}
