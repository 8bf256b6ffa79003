import type { ReactNode } from 'react';
import { BayPageMessages } from '../../../../../../components/layouts/bay-page-messages';

// The setup page's messages (the checklist's come with every bay page).
export default function BaySetupLayout({ children }: { children: ReactNode }) {
  return <BayPageMessages namespaces={['BaySetupPage', 'CancellationPolicy']}>{children}</BayPageMessages>;
}
