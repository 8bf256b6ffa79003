import type { ReactNode } from 'react';
import { QrLayout } from '../../../components/layouts/qr-layout';

export default function QrGroupLayout({ children }: { children: ReactNode }) {
  return <QrLayout>{children}</QrLayout>;
}
