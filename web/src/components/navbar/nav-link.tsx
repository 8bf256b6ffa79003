'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '../../i18n/navigation';

export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <Link className="navbar__link" href={href} aria-current={pathname === href ? 'page' : undefined}>
      {children}
    </Link>
  );
}
