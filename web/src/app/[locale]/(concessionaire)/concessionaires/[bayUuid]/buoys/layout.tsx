import type { ReactNode } from 'react';
import { BayPageMessages } from '../../../../../../components/layouts/bay-page-messages';

// The buoys page's messages.
export default function BuoyControlLayout({ children }: { children: ReactNode }) {
  return <BayPageMessages namespaces={['BuoyControl']}>{children}</BayPageMessages>;
}
