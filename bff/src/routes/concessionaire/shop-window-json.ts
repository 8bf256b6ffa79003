import type { catalogV1 } from '@moorline/contracts';
import { bayPhotoJson, bayVideoJson, localized } from '../catalog/catalog-json';

export function shopWindowJson(window: catalogV1.ShopWindow | undefined) {
  return {
    bay_id: window?.bayId ?? '',
    slug: window?.slug ?? '',
    description: localized(window?.description),
    guest_information: localized(window?.guestInformation),
    video_url: window?.video?.url ?? null,
    video: bayVideoJson(window?.video),
    photos: (window?.photos ?? []).map(bayPhotoJson),
  };
}
