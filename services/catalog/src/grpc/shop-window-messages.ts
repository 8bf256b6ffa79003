import { catalogV1 } from '@moorline/contracts';
import type { PhotoFormat } from '../shop-window/bay-photo.table';
import type { StoredPhoto } from '../shop-window/bay-photo.repository';
import type { ShopWindowAnswer } from '../shop-window/get-shop-window';
import { parseVideoLink } from '../shop-window/video-link';

const photoFormatCode: Record<PhotoFormat, catalogV1.PhotoFormat> = {
  webp: catalogV1.PhotoFormat.PHOTO_FORMAT_WEBP,
  jpeg: catalogV1.PhotoFormat.PHOTO_FORMAT_JPEG,
};

export function photoFormatFrom(format: catalogV1.PhotoFormat): PhotoFormat | null {
  if (format === catalogV1.PhotoFormat.PHOTO_FORMAT_WEBP) return 'webp';
  if (format === catalogV1.PhotoFormat.PHOTO_FORMAT_JPEG) return 'jpeg';
  return null;
}

export const photoFormatMessage = (format: PhotoFormat) => photoFormatCode[format];

export function bayPhotoMessage(photo: StoredPhoto): catalogV1.BayPhoto {
  return {
    photoId: photo.id,
    position: photo.position,
    caption: photo.caption,
    width: photo.width,
    height: photo.height,
    variants: photo.variants.map((variant) => ({
      width: variant.width,
      height: variant.height,
      format: photoFormatCode[variant.format],
      contentHash: variant.content_hash,
      byteSize: variant.byte_size,
    })),
  };
}

/** The kept link as a video the page can embed; a link of an older seed that is neither is none. */
export function bayVideoMessage(videoUrl: string | null): catalogV1.BayVideo | undefined {
  const link = videoUrl === null ? null : parseVideoLink(videoUrl);
  if (link === null) return undefined;
  return {
    provider:
      link.provider === 'youtube'
        ? catalogV1.VideoProvider.VIDEO_PROVIDER_YOUTUBE
        : catalogV1.VideoProvider.VIDEO_PROVIDER_VIMEO,
    videoId: link.videoId,
    url: link.url,
    embedUrl: link.embedUrl,
  };
}

export function shopWindowMessage({ bay, photos }: ShopWindowAnswer): catalogV1.ShopWindow {
  return {
    bayId: bay.id,
    slug: bay.slug,
    description: bay.description,
    guestInformation: bay.guest_information,
    video: bayVideoMessage(bay.video_url),
    photos: photos.map(bayPhotoMessage),
  };
}
