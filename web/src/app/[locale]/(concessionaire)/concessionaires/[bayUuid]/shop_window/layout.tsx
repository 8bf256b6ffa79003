import type { ReactNode } from 'react';
import { BayPageMessages } from '../../../../../../components/layouts/bay-page-messages';

// The shop window editor's messages: its own and the video's (shared with the bay page).
export default function ShopWindowLayout({ children }: { children: ReactNode }) {
  return <BayPageMessages namespaces={['ShopWindow', 'Gallery']}>{children}</BayPageMessages>;
}
