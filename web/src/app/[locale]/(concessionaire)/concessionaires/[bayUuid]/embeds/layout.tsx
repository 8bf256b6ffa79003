import type { ReactNode } from 'react';
import { BayPageMessages } from '../../../../../../components/layouts/bay-page-messages';

// The embeds page's messages and the partner link builder's.
export default function EmbedsLayout({ children }: { children: ReactNode }) {
  return <BayPageMessages namespaces={['EmbedsPage', 'PartnerLink']}>{children}</BayPageMessages>;
}
