import type { EmbedTurnover, ManagedMapEmbed } from '../../http/api-schema';

// Every embed gets a row, those that brought nothing in the range too; an embed that brought
// money and has been deleted since keeps its row. Largest first, as the server answers.

/** An idle embed's zero is in euros: every bay bills in them (catalog's bays.currency check). */
export const IDLE_CURRENCY = 'EUR';

export type EmbedTurnoverRow = {
  embedId: string;
  embed: ManagedMapEmbed | null;
  invoices: number;
  grossMinor: number;
  currency: string;
};

export function embedTurnoverRows(
  embeds: readonly ManagedMapEmbed[],
  turnover: readonly EmbedTurnover[],
): EmbedTurnoverRow[] {
  const known = new Map(embeds.map((embed) => [embed.id, embed]));
  const earning = turnover.map((row) => ({
    embedId: row.embed_id,
    embed: known.get(row.embed_id) ?? null,
    invoices: row.invoices,
    grossMinor: row.gross_minor,
    currency: row.currency,
  }));
  const earned = new Set(turnover.map((row) => row.embed_id));
  const idle = embeds
    .filter((embed) => !earned.has(embed.id))
    .map((embed) => ({ embedId: embed.id, embed, invoices: 0, grossMinor: 0, currency: IDLE_CURRENCY }));
  return [...earning, ...idle];
}
