'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { isLocale } from '../../../i18n/locales';
import { useOperatorBays } from '../use-operator-bay';
import { newDraft } from './embed-draft';
import type { EmbedScope } from './embed-scope';
import { EmbedsEditor } from './embeds-editor';
import { loadBayPin } from './embeds-api';

// Every embed the server lists for an operator is theirs.
const everyEmbed = () => true;

// /concessionaires/{bayUuid}/embeds: the operator's embeds over their own bays; a new one starts
// with the bay of the address at its pin. The server checks every id.
export function OperatorEmbedsEditor({ bayId }: { bayId: string }) {
  const t = useTranslations('EmbedsPage');
  const locale = useLocale();
  const api = useApiClient();
  const caller = useCallerKey();
  const bays = useOperatorBays();
  const pin = useSWR(caller === null ? null : ['bay-pin', bayId, caller], () => loadBayPin(api, bayId));
  const scope: EmbedScope = {
    bays: bays.data,
    linkBays: bays.data ?? [],
    listHeading: t('listHeading'),
    empty: t('empty'),
    loadingBays: t('loadingBays'),
    baysHint: null,
  };
  // A new embed opens at the pin, so the editor waits for it (null: none to read, start empty).
  const at = pin.data;
  if (at === undefined) return <p role="status">{t('loading')}</p>;
  return (
    <EmbedsEditor
      scope={scope}
      shows={everyEmbed}
      startDraft={() => newDraft(bayId, at, isLocale(locale) ? locale : 'en')}
    />
  );
}
