import type { ReactNode } from 'react';
import { Navbar } from '../navbar/navbar';

// The map fills the window under the navbar: no footer, the one <main> holds the map screen.
export function MapShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Navbar />
      <main id="main" className="site-main map-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
