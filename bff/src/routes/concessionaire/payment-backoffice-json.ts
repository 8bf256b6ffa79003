import { paymentV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { accountStates, wireValue } from '../../wire/enum-tables';

// The back office's payment JSON (issue 15 items 5 and 6) from payment's proto messages.

function sent<Value>(value: Value | undefined): Value {
  if (value === undefined) throw new AppError('internal');
  return value;
}

export function paymentAccountJson(account: paymentV1.ConnectedAccount | undefined) {
  const value = sent(account);
  return {
    state: sent(wireValue(accountStates, value.state)),
    missing: value.missing,
    provider: value.provider,
  };
}

export const granularityOf = (granularity: 'day' | 'month' | undefined) =>
  granularity === 'month'
    ? paymentV1.TurnoverGranularity.TURNOVER_GRANULARITY_MONTH
    : paymentV1.TurnoverGranularity.TURNOVER_GRANULARITY_DAY;

const totalJson = (figures: paymentV1.TurnoverFigures | undefined) => {
  const value = sent(figures);
  return {
    gross_minor: value.grossMinor,
    vat_minor: value.vatMinor,
    net_minor: value.netMinor,
    invoices: value.invoices,
    refunds_minor: value.refundsMinor,
    refunds_vat_minor: value.refundsVatMinor,
    credit_notes: value.creditNotes,
    after_refunds_minor: value.afterRefundsMinor,
  };
};

export const embedTurnoverJson = (entry: paymentV1.EmbedTurnover) => ({
  embed_id: entry.embedId,
  invoices: entry.invoices,
  gross_minor: entry.grossMinor,
  currency: entry.currency,
});

export function turnoverJson(turnover: paymentV1.GetTurnoverResponse) {
  const total = sent(turnover.total);
  return {
    from: turnover.fromDate,
    to: turnover.toDate,
    currency: turnover.currency,
    total: totalJson(total),
    by_kind: {
      night: total.nightMinor,
      day: total.dayMinor,
      mooring_assistance: total.mooringAssistanceMinor,
      trash_collection: total.trashCollectionMinor,
    },
    series: turnover.series.map(({ period, figures }) => {
      const value = sent(figures);
      return {
        period,
        night_minor: value.nightMinor,
        day_minor: value.dayMinor,
        mooring_assistance_minor: value.mooringAssistanceMinor,
        trash_collection_minor: value.trashCollectionMinor,
        gross_minor: value.grossMinor,
        vat_minor: value.vatMinor,
      };
    }),
    previous: {
      from: turnover.previousFromDate,
      to: turnover.previousToDate,
      total: totalJson(turnover.previousTotal),
    },
    change_ratio: turnover.changeRatio ?? null,
    by_embed: turnover.byEmbed.map(embedTurnoverJson),
  };
}
