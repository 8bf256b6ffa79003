import type { ReactNode } from 'react';
import { BayPageMessages } from '../../../../../../components/layouts/bay-page-messages';

// The layout editor's messages (the server's refusals per row are error codes).
export default function LayoutEditorLayout({ children }: { children: ReactNode }) {
  return <BayPageMessages namespaces={['LayoutEditor']}>{children}</BayPageMessages>;
}
