'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import type { Turnover } from '../backoffice-types';
import { loadEmbeds } from '../embeds/embeds-api';
import { RowViews } from '../row-views';
import { partnerShares, straightShare } from './partner-turnover';

const COLUMNS = ['source', 'invoices', 'gross'] as const;

/** "Through partners": the range's money per partner embed, and the rest that came straight. */
export function TurnoverPartners({
  turnover,
  money,
}: {
  turnover: Turnover;
  money: (minor: number) => string;
}) {
  const t = useTranslations('TurnoverPartners');
  const format = useFormatter();
  const api = useApiClient();
  const caller = useCallerKey();
  // Same key as the embeds page: the names are the caller's embeds; a refusal leaves short ids.
  const embeds = useSWR(caller === null ? null : ['map-embeds', caller], () => loadEmbeds(api));
  const names = useMemo(
    () => new Map((embeds.data ?? []).map((embed) => [embed.id, embed.settings.partner_name])),
    [embeds.data],
  );
  const shares = partnerShares(turnover.by_embed, names);
  const straight = straightShare(turnover.total, shares);
  const rows = [
    ...shares.map((share) => ({ id: share.embedId, ...share })),
    { id: 'straight', name: t('straight'), ...straight },
  ].map((row) => ({
    id: row.id,
    cells: { source: row.name, invoices: format.number(row.invoices), gross: money(row.grossMinor) },
  }));
  return (
    <section className="card turnover-partners" aria-labelledby="turnover-partners">
      <h2 id="turnover-partners" className="occupancy-card__title">
        {t('title')}
      </h2>
      {shares.length === 0 ? <p>{t('none')}</p> : null}
      <RowViews
        caption={t('title')}
        columns={COLUMNS}
        heading={(column) => t(`column.${column}`)}
        rows={rows}
        cardTitle={(cells) => cells.source}
        titleColumns={['source']}
      />
    </section>
  );
}
