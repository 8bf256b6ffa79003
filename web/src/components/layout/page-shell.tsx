import type { ReactNode } from 'react';
import { Footer } from '../footer/footer';
import { Navbar } from '../navbar/navbar';

// Navbar, the one <main> landmark (target of the skip link) and the footer.
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Navbar />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
