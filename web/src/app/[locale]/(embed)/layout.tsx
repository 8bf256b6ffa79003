import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { EmbedShell } from '../../../components/map/embed-shell';
import { EMBED_CLIENT_NAMESPACES, pickMessages } from '../../../i18n/messages';

export default async function EmbedGroupLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <EmbedShell>
      <NextIntlClientProvider messages={pickMessages(messages, EMBED_CLIENT_NAMESPACES)}>
        {children}
      </NextIntlClientProvider>
    </EmbedShell>
  );
}
