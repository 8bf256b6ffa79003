import type { ReactNode } from 'react';
import { BayPageMessages } from '../../../../../../components/layouts/bay-page-messages';

// The audit log's messages.
export default function BayAuditLayout({ children }: { children: ReactNode }) {
  return <BayPageMessages namespaces={['BayAuditPage']}>{children}</BayPageMessages>;
}
