import type { ApiClient } from '../../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../../http/api-error';
import type { ManagedMapEmbed, MapEmbedSettings } from '../../../http/api-schema';
import { dataOf } from '../backoffice-api';
import { outcomeOf } from '../shop-window/shop-window-api';

// The partner map embeds' calls (issue 27 item 5). Which embeds the caller may see and change is
// the server's decision (the token's operator, or every embed for an admin).

export async function loadEmbeds(api: ApiClient): Promise<ManagedMapEmbed[]> {
  return (await dataOf(api.GET('/v1/concessionaires/embeds'))).embeds;
}

/** The bay's pin, where a new embed is centred; null when the caller may not read the setup. */
export async function loadBayPin(
  api: ApiClient,
  bayId: string,
): Promise<{ lat: number; lon: number } | null> {
  try {
    return (await dataOf(api.GET('/v1/concessionaires/bays/{bayId}/setup', { params: { path: { bayId } } })))
      .pin;
  } catch {
    return null;
  }
}

export const createEmbed = (api: ApiClient, settings: MapEmbedSettings) =>
  outcomeOf(api.POST('/v1/concessionaires/embeds', { body: settings }));

export const updateEmbed = (api: ApiClient, embedId: string, settings: MapEmbedSettings) =>
  outcomeOf(
    api.PUT('/v1/concessionaires/embeds/{embedId}', { params: { path: { embedId } }, body: settings }),
  );

/** Deletes the embed (204, no body): null once it is gone, else why not. */
export async function deleteEmbed(api: ApiClient, embedId: string): Promise<ApiError | null> {
  try {
    const { error, response } = await api.DELETE('/v1/concessionaires/embeds/{embedId}', {
      params: { path: { embedId } },
    });
    return response.ok ? null : readApiError(error, 'generic');
  } catch (thrown) {
    return errorFromThrown(thrown);
  }
}
