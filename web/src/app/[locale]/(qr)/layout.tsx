import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QrLayout } from '../../../components/layouts/qr-layout';
import { QrCallerProvider } from '../../../components/qr/qr-caller';
import { pickMessages, QR_CLIENT_NAMESPACES } from '../../../i18n/messages';

// The QR walk-up (issue 14): its steps know who goes through them (account, guest or nobody yet).
export default async function QrGroupLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <QrLayout>
      <NextIntlClientProvider messages={pickMessages(messages, QR_CLIENT_NAMESPACES)}>
        <QrCallerProvider>{children}</QrCallerProvider>
      </NextIntlClientProvider>
    </QrLayout>
  );
}
