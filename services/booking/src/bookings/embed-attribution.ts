import { isUuid, type Logger } from '@moorline/kit';

/** Catalog's answer about one embed: the bays it shows, none for a map area (every bay in view). */
export interface EmbedReach {
  bayIds: readonly string[];
}

/** Where holds learn which embeds exist (catalog owns them). Undefined when there is no such embed. */
export interface EmbedDirectory {
  embedReach(embedId: string): Promise<EmbedReach | undefined>;
}

/**
 * The embed a hold is credited to (issue 27 item 5), or null. Only an embed that exists and shows
 * the stay's bay (an area embed shows every bay) earns the booking, so a partner cannot be
 * credited through another's bay by editing a link. Attribution never costs a booking: an unknown
 * or deleted embed, or catalog not answering, makes the hold as if it came straight.
 */
export async function attributedEmbed(
  deps: { embeds: EmbedDirectory; logger: Logger },
  wanted: { embedId: string | undefined; bayId: string },
): Promise<string | null> {
  const embedId = wanted.embedId?.trim().toLowerCase() ?? '';
  if (!isUuid(embedId)) return null;
  try {
    const reach = await deps.embeds.embedReach(embedId);
    if (!reach) return null;
    return reach.bayIds.length === 0 || reach.bayIds.includes(wanted.bayId) ? embedId : null;
  } catch (error) {
    deps.logger.warn({ err: error, embedId }, 'embed not checked; hold made without its embed');
    return null;
  }
}
