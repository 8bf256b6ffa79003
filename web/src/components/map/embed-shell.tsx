import type { ReactNode } from 'react';

// Chrome-less (issue 5 item 10): the partner's page is around it, so no navbar and no footer.
export function EmbedShell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="site-main embed-main" tabIndex={-1}>
      {children}
    </main>
  );
}
