'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Link, useRouter } from '../../i18n/navigation';
import { signInPathHere } from '../../session/return-path';

const SIGN_IN = '/auth/signin';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "Sign in" that comes back to the page it was pressed on, with its query (a bay, the map's stay;
 * issue 17), the way the session guards do. The address is read at the click, so the server's
 * HTML and the first render agree; a link opened in a new tab goes to plain sign-in, then the map.
 */
export function SignInLink({ className, children }: { className?: string; children: ReactNode }) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // From an account page (sign-up, a used reset link) there is nothing to come back to.
    const onAccountPage = /^\/[a-z]{2}\/auth\//.test(window.location.pathname);
    router.push(onAccountPage ? SIGN_IN : signInPathHere(window.location));
  }
  return (
    <Link className={className} href={SIGN_IN} onClick={onClick}>
      {children}
    </Link>
  );
}
