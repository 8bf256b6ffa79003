'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import type { ConsoleBay, ManagedMapEmbed } from '../../http/api-schema';
import { isLocale } from '../../i18n/locales';
import { platformDraft } from '../concessionaire/embeds/embed-draft';
import type { EmbedScope } from '../concessionaire/embeds/embed-scope';
import { EmbedsEditor } from '../concessionaire/embeds/embeds-editor';
import { loadAllBays } from './console-api';

// The server lists an admin every embed; the operators' are theirs to change in their back office.
const platformOwned = (embed: ManagedMapEmbed) => embed.platform_owned;

const byName = (a: ConsoleBay, b: ConsoleBay) => a.name.localeCompare(b.name);

/**
 * /admin/embeds (issue 27 item 5): the platform's own partner embeds, with the operator's editor.
 * Any bay may be chosen, or none: then the map shows every live bay in its view. Partner links
 * open public bays only.
 */
export function PlatformEmbedsEditor() {
  const t = useTranslations('AdminEmbedEditor');
  const status = useTranslations('AdminBays');
  const locale = useLocale();
  const api = useApiClient();
  const caller = useCallerKey();
  const bays = useSWR(caller === null ? null : ['admin-all-bays', caller], () => loadAllBays(api));
  const sorted = bays.data === undefined ? undefined : [...bays.data].sort(byName);
  const scope: EmbedScope = {
    bays: sorted?.map((bay) => ({
      ...bay,
      name: bay.status === 'live' ? bay.name : `${bay.name} (${status(`status.${bay.status}`)})`,
    })),
    linkBays: (sorted ?? []).filter((bay) => bay.status === 'live'),
    listHeading: t('listHeading'),
    empty: t('empty'),
    loadingBays: t('loadingBays'),
    baysHint: t('baysHint'),
  };
  return (
    <EmbedsEditor
      scope={scope}
      shows={platformOwned}
      startDraft={() => platformDraft(isLocale(locale) ? locale : 'en')}
    />
  );
}
