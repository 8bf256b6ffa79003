import type { catalogV1 } from '@moorline/contracts';
import { isAppError, type GrpcClient } from '@moorline/kit';
import type { EmbedDirectory, EmbedReach } from '../bookings/embed-attribution';
import { recentAnswers } from './recent-answers';

type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;

// A partner's visitors book in bursts from one embed; its settings change rarely.
const KEEP_EMBED_MS = 60_000;

/** Catalog's embeds over its gRPC API: which bays an embed shows. */
export function catalogEmbeds(client: CatalogClient): EmbedDirectory {
  const kept = recentAnswers<EmbedReach | undefined>(KEEP_EMBED_MS);
  return {
    embedReach: (embedId) =>
      kept(embedId, async () => {
        try {
          const { embed } = await client.getEmbed({ embedId });
          return embed ? { bayIds: embed.bays.map((bay) => bay.bayId) } : undefined;
        } catch (error) {
          if (isAppError(error) && error.code === 'not_found') return undefined;
          throw error;
        }
      }),
  };
}
