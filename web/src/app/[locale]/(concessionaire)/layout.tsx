import type { ReactNode } from 'react';
import { ConcessionaireLayout } from '../../../components/layouts/concessionaire-layout';

export default function ConcessionaireGroupLayout({ children }: { children: ReactNode }) {
  return <ConcessionaireLayout>{children}</ConcessionaireLayout>;
}
