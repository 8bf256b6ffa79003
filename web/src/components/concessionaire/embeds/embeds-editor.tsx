'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import type { ManagedMapEmbed } from '../../../http/api-schema';
import { Loaded } from '../backoffice-problem';
import { DeleteEmbedDialog } from './delete-embed-dialog';
import { EmbedCard } from './embed-card';
import { draftOf, type EmbedDraft } from './embed-draft';
import { EmbedForm } from './embed-form';
import type { EmbedScope } from './embed-scope';
import { loadEmbeds } from './embeds-api';
import './embeds.css';

type Props = {
  scope: EmbedScope;
  /** Which of the caller's embeds this page lists (the admin's: the platform's own). */
  shows: (embed: ManagedMapEmbed) => boolean;
  startDraft: () => EmbedDraft;
};

// Partner map embeds (issue 27 item 5), the operator's and the platform's: make, change, delete.
// The server decides who may (403 reads as not allowed); every answer is the new state. The cache
// keeps every embed the caller may see, listed here or not, as the turnover tables read it too.
export function EmbedsEditor({ scope, shows, startDraft }: Props) {
  const t = useTranslations('EmbedsPage');
  const api = useApiClient();
  const caller = useCallerKey();
  const answer = useSWR(caller === null ? null : ['map-embeds', caller], () => loadEmbeds(api));
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
              scope={scope}
              initial={startDraft()}
              onSaved={(made) => keep([made, ...embeds], t('created'))}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <button type="button" className="button" onClick={() => setEditing('new')}>
              {t('newEmbed')}
            </button>
          )}
          <section aria-labelledby="embeds-list-heading">
            <h2 id="embeds-list-heading">{scope.listHeading}</h2>
            {embeds.some(shows) ? null : <p>{scope.empty}</p>}
            <ul className="embeds__list">
              {embeds.filter(shows).map((embed) => (
                <li key={embed.id}>
                  {editing === embed.id ? (
                    <EmbedForm
                      embed={embed}
                      scope={scope}
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
                      linkBays={scope.linkBays}
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
