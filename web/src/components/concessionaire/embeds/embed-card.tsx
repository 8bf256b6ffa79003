'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ManagedMapEmbed } from '../../../http/api-schema';
import { embedPageUrl, iframeSnippet } from './embed-draft';
import type { EmbedBay } from './embed-scope';
import { PartnerLinkBuilder } from './partner-link-builder';

type Props = {
  embed: ManagedMapEmbed;
  linkBays: readonly EmbedBay[];
  onEdit: () => void;
  onDelete: () => void;
};

// One embed in the list: where it may be shown, the markup to paste and its page to look at.
export function EmbedCard({ embed, linkBays, onEdit, onDelete }: Props) {
  const t = useTranslations('EmbedsPage');
  const [copied, setCopied] = useState(false);
  const { settings } = embed;
  // The list is only shown in the browser (it is loaded there), so the site's origin is known.
  const origin = window.location.origin;
  const snippet = iframeSnippet(origin, embed, t('frameTitle', { partner: settings.partner_name }));
  const snippetId = `embed-snippet-${embed.id}`;

  async function copy() {
    await navigator.clipboard.writeText(snippet);
    setCopied(true);
  }

  return (
    <article className="embed-card" aria-labelledby={`embed-title-${embed.id}`}>
      <h3 id={`embed-title-${embed.id}`}>{settings.partner_name}</h3>
      <dl className="embed-card__facts">
        <dt>{t('origins')}</dt>
        <dd>{settings.allowed_origins.join(', ')}</dd>
        <dt>{t('theme')}</dt>
        <dd>{settings.theme === 'dark' ? t('themeDark') : t('themeLight')}</dd>
        <dt>{t('bays')}</dt>
        <dd>
          {settings.bay_ids.length === 0 ? t('mapArea') : t('bayCount', { count: settings.bay_ids.length })}
        </dd>
      </dl>
      <label className="field__label" htmlFor={snippetId}>
        {t('snippet')}
      </label>
      <textarea
        id={snippetId}
        className="field__input embed-card__snippet"
        readOnly
        rows={3}
        value={snippet}
      />
      <p role="status">{copied ? t('copied') : null}</p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('copy')}
        </button>
        <a
          className="button button--secondary"
          href={embedPageUrl(origin, embed)}
          target="_blank"
          rel="noopener"
        >
          {t('preview')}
        </a>
        <button type="button" className="button button--secondary" onClick={onEdit}>
          {t('edit')}
        </button>
        <button type="button" className="button button--danger" onClick={onDelete}>
          {t('delete')}
        </button>
      </div>
      <PartnerLinkBuilder embed={embed} origin={origin} linkBays={linkBays} />
    </article>
  );
}
