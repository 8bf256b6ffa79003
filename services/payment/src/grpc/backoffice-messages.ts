import { paymentV1 } from '@moorline/contracts';
import type { AccountView } from '../accounts/account-of-bay';
import type { EmbedTurnoverRow } from '../turnover/embed-turnover.repository';
import type { Turnover, TurnoverFigures } from '../turnover/get-turnover';
import type { Granularity } from '../turnover/turnover-range';

const { AccountState: State, TurnoverGranularity } = paymentV1;

const stateCode: Record<AccountView['state'], paymentV1.AccountState> = {
  not_started: State.ACCOUNT_STATE_NOT_STARTED,
  details_pending: State.ACCOUNT_STATE_DETAILS_PENDING,
  ready: State.ACCOUNT_STATE_READY,
  restricted: State.ACCOUNT_STATE_RESTRICTED,
};

export function accountMessage(account: AccountView): paymentV1.ConnectedAccount {
  if (account.state === 'not_started')
    return {
      operatorId: account.operator_id,
      accountId: '',
      state: stateCode.not_started,
      missing: [],
      provider: account.provider,
      updatedAt: undefined,
    };
  return {
    operatorId: account.operator_id,
    accountId: account.account_id,
    state: stateCode[account.state],
    missing: account.missing,
    provider: account.provider,
    updatedAt: account.updated_at,
  };
}

/** Unset reads as a day: the finer chart is the safe default. */
export const granularityOf = (granularity: paymentV1.TurnoverGranularity): Granularity =>
  granularity === TurnoverGranularity.TURNOVER_GRANULARITY_MONTH ? 'month' : 'day';

const figuresMessage = (figures: TurnoverFigures): paymentV1.TurnoverFigures => ({
  grossMinor: figures.gross_minor,
  vatMinor: figures.vat_minor,
  netMinor: figures.net_minor,
  invoices: figures.invoices,
  nightMinor: figures.night_minor,
  dayMinor: figures.day_minor,
  mooringAssistanceMinor: figures.mooring_assistance_minor,
  trashCollectionMinor: figures.trash_collection_minor,
  refundsMinor: figures.refunds_minor,
  refundsVatMinor: figures.refunds_vat_minor,
  creditNotes: figures.credit_notes,
  afterRefundsMinor: figures.after_refunds_minor,
});

export function turnoverMessage(turnover: Turnover): paymentV1.GetTurnoverResponse {
  return {
    fromDate: turnover.range.from,
    toDate: turnover.range.to,
    currency: turnover.currency,
    total: figuresMessage(turnover.total),
    series: turnover.series.map(({ period, figures }) => ({ period, figures: figuresMessage(figures) })),
    previousFromDate: turnover.range.previousFrom,
    previousToDate: turnover.range.previousTo,
    previousTotal: figuresMessage(turnover.previousTotal),
    changeRatio: turnover.changeRatio,
    byEmbed: turnover.byEmbed.map(embedTurnoverMessage),
  };
}

export const embedTurnoverMessage = (row: EmbedTurnoverRow): paymentV1.EmbedTurnover => ({
  embedId: row.embed_id,
  invoices: row.invoices,
  grossMinor: row.gross_minor,
  currency: row.currency,
});
