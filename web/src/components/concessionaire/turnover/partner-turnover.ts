import type { EmbedTurnover, TurnoverTotal } from '../../../http/api-schema';

// What partners brought (issue 27 item 5): each embed's share of the range by the partner's name
// when the caller may list the embeds, else a short id (an embed may be deleted since, or be the
// platform's own); what is left of the total came straight.

export type PartnerShare = { embedId: string; name: string; invoices: number; grossMinor: number };

/** The first block of a uuid: enough to tell embeds apart on one page. */
export function shortEmbedId(embedId: string): string {
  return embedId.slice(0, 8);
}

export function partnerShares(
  byEmbed: readonly Pick<EmbedTurnover, 'embed_id' | 'invoices' | 'gross_minor'>[],
  names: ReadonlyMap<string, string>,
): PartnerShare[] {
  return byEmbed.map((row) => ({
    embedId: row.embed_id,
    name: names.get(row.embed_id) ?? shortEmbedId(row.embed_id),
    invoices: row.invoices,
    grossMinor: row.gross_minor,
  }));
}

/** The part of the total that came through no embed. */
export function straightShare(
  total: Pick<TurnoverTotal, 'invoices' | 'gross_minor'>,
  shares: readonly PartnerShare[],
): { invoices: number; grossMinor: number } {
  const sum = (pick: (share: PartnerShare) => number) => shares.reduce((all, share) => all + pick(share), 0);
  return {
    invoices: Math.max(0, total.invoices - sum((share) => share.invoices)),
    grossMinor: Math.max(0, total.gross_minor - sum((share) => share.grossMinor)),
  };
}
