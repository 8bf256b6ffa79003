import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MapShell } from '../../../components/map/map-shell';
import { MAP_CLIENT_NAMESPACES, pickMessages } from '../../../i18n/messages';

// The full-screen map (issue 5 item 8), with the navbar and without the footer.
export default async function MapGroupLayout({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <MapShell>
      <NextIntlClientProvider messages={pickMessages(messages, MAP_CLIENT_NAMESPACES)}>
        {children}
      </NextIntlClientProvider>
    </MapShell>
  );
}
