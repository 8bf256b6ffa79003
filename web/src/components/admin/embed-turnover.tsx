'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import type { ApiClient } from '../../http/api-client';
import { dataOf } from '../concessionaire/backoffice-api';
import { minorToMajor } from '../concessionaire/backoffice-format';
import { Loaded } from '../concessionaire/backoffice-problem';
import { DateRangeFields } from '../concessionaire/date-range-fields';
import {
  lastDays,
  rangeProblem,
  TURNOVER_MAX_DAYS,
  type DateRange,
  type RangeProblem,
} from '../concessionaire/date-range';
import { loadEmbeds } from '../concessionaire/embeds/embeds-api';
import { shortEmbedId } from '../concessionaire/turnover/partner-turnover';
import { RowViews } from '../concessionaire/row-views';
import { embedTurnoverRows, type EmbedTurnoverRow } from './embed-turnover-rows';

// /admin/embeds (issue 27 item 5): every partner embed's paid bookings and money over every bay
// for a range of UTC days (the last 30 by default), the platform's own and the operators'.

const COLUMNS = ['partner', 'owner', 'invoices', 'gross'] as const;

const loadEmbedTurnover = (api: ApiClient, range: DateRange) =>
  dataOf(api.GET('/v1/admin/embeds/turnover', { params: { query: range } }));

export function EmbedTurnover() {
  const t = useTranslations('AdminEmbeds');
  const format = useFormatter();
  const api = useApiClient();
  const caller = useCallerKey();
  const [range, setRange] = useState(() => lastDays(new Date().toISOString().slice(0, 10), 30));
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const turnover = useSWR(
    caller === null ? null : ['admin-embed-turnover', caller, range.from, range.to],
    () => loadEmbedTurnover(api, range),
  );
  const embeds = useSWR(caller === null ? null : ['map-embeds', caller], () => loadEmbeds(api));
  const cellsOf = (row: EmbedTurnoverRow) => ({
    partner: row.embed?.settings.partner_name ?? shortEmbedId(row.embedId),
    owner: row.embed === null ? t('deleted') : row.embed.platform_owned ? t('platform') : t('operator'),
    invoices: format.number(row.invoices),
    gross: format.number(minorToMajor(row.grossMinor, row.currency), {
      style: 'currency',
      currency: row.currency,
    }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = rangeProblem(draft, TURNOVER_MAX_DAYS);
    setProblem(found);
    if (found === null) setRange(draft);
  }
  return (
    <section aria-labelledby="embed-turnover-heading">
      <h2 id="embed-turnover-heading">{t('turnoverHeading')}</h2>
      <form className="backoffice-filters" aria-label={t('rangeLabel')} onSubmit={submit} noValidate>
        <DateRangeFields range={draft} onChange={setDraft} problem={problem} />
        <button type="submit" className="button backoffice-filters__apply">
          {t('apply')}
        </button>
      </form>
      <Loaded answer={turnover} loading={t('loading')}>
        {(data) => {
          const rows = embedTurnoverRows(embeds.data ?? [], data.embeds);
          return rows.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <RowViews
              caption={t('turnoverHeading')}
              columns={COLUMNS}
              heading={(column) => t(`column.${column}`)}
              rows={rows.map((row) => ({ id: row.embedId, cells: cellsOf(row) }))}
              cardTitle={(cells) => cells.partner}
              titleColumns={['partner']}
            />
          );
        }}
      </Loaded>
    </section>
  );
}
