'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import type { ManagedMapEmbed } from '../../../http/api-schema';
import { isLocale } from '../../../i18n/locales';
import { Loaded } from '../backoffice-problem';
import { DeleteEmbedDialog } from './delete-embed-dialog';
import { EmbedCard } from './embed-card';
import { draftOf, newDraft } from './embed-draft';
import { EmbedForm } from './embed-form';
import { loadBayPin, loadEmbeds } from './embeds-api';
import './embeds.css';

// /concessionaires/{bayUuid}/embeds (issue 27 item 5): the operator's maps for partners' sites.
// The server decides who may (403 reads as not allowed); every answer is the new state.
export function EmbedsEditor({ bayId }: { bayId: string }) {
  const t = useTranslations('EmbedsPage');
  const locale = useLocale();
  const api = useApiClient();
  const caller = useCallerKey();
  const answer = useSWR(caller === null ? null : ['map-embeds', caller], () => loadEmbeds(api));
  const pin = useSWR(caller === null ? null : ['bay-pin', bayId, caller], () => loadBayPin(api, bayId));
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ManagedMapEmbed | null>(null);
  const [status, setStatus] = useState('');
  const keep = (embeds: ManagedMapEmbed[], said: string) => {
    setEditing(null);
    setStatus(said);
    void answer.mutate(embeds, { revalidate: false });
  };

  return (
    <Loaded answer={answer} loading={t('loading')}>
      {(embeds) => (
        <div className="embeds">
          <p role="status">{status}</p>
          {editing === 'new' ? (
            <EmbedForm
              embed={null}
              initial={newDraft(bayId, pin.data ?? null, isLocale(locale) ? locale : 'en')}
              onSaved={(made) => keep([made, ...embeds], t('created'))}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <button type="button" className="button" onClick={() => setEditing('new')}>
              {t('newEmbed')}
            </button>
          )}
          <section aria-labelledby="embeds-list-heading">
            <h2 id="embeds-list-heading">{t('listHeading')}</h2>
            {embeds.length === 0 ? <p>{t('empty')}</p> : null}
            <ul className="embeds__list">
              {embeds.map((embed) => (
                <li key={embed.id}>
                  {editing === embed.id ? (
                    <EmbedForm
                      embed={embed}
                      initial={draftOf(embed.settings)}
                      onSaved={(saved) =>
                        keep(
                          embeds.map((one) => (one.id === saved.id ? saved : one)),
                          t('saved'),
                        )
                      }
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <EmbedCard
                      embed={embed}
                      onEdit={() => setEditing(embed.id)}
                      onDelete={() => setDeleting(embed)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </section>
          {deleting === null ? null : (
            <DeleteEmbedDialog
              embed={deleting}
              onClose={() => setDeleting(null)}
              onDeleted={() => {
                setDeleting(null);
                keep(
                  embeds.filter((one) => one.id !== deleting.id),
                  t('deleted'),
                );
              }}
            />
          )}
        </div>
      )}
    </Loaded>
  );
}
