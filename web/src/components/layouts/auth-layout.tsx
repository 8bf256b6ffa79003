import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '../../i18n/navigation';
import { PageShell } from '../layout/page-shell';

// Sign-in, sign-up, password and verification screens: one narrow card, nothing to distract.
export async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('AuthLayout');
  return (
    <PageShell>
      <div className="container">
        <div className="narrow-card">
          {children}
          <p>
            <Link href="/">{t('backHome')}</Link>
          </p>
        </div>
      </div>
    </PageShell>
  );
}
