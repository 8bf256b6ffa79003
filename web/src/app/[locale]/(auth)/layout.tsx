import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { GuestOnly } from '../../../components/session/guest-only';
import { AUTH_CLIENT_NAMESPACES, pickMessages } from '../../../i18n/messages';

// Sign-in, sign-up, password and verification screens: guests only (spec §2), in one card.
export default async function AuthGroupLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <AuthLayout>
      <NextIntlClientProvider messages={pickMessages(messages, AUTH_CLIENT_NAMESPACES)}>
        <GuestOnly>{children}</GuestOnly>
      </NextIntlClientProvider>
    </AuthLayout>
  );
}
