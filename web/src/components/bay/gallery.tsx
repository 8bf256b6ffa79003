'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import type { PhotoImage } from '../../bay-images/photo-sources';
import { Lightbox, PLACEHOLDER_IMAGE, type LightboxImage } from './lightbox';

// The bay's photos (spec §2). Photos not uploaded yet show the placeholder instead of a broken
// image, also when they failed before the page became interactive. Photos the bay's manager
// uploaded (issue 15 item 8) come as a <picture>: WebP and JPEG at three widths for the browser to
// pick from; the first is the page's largest image, so it loads at once, the others when near.

/** A photo of the gallery; `picture` for an uploaded one, whose `src` is then its largest variant. */
export type GalleryImage = LightboxImage & { picture?: PhotoImage };

// The gallery's columns: about 16rem on a desktop's main column, half or all of a phone.
const SIZES = '(min-width: 56rem) 16rem, (min-width: 30rem) 50vw, 100vw';

function Thumbnail({
  image,
  first,
  photos,
}: {
  image: GalleryImage;
  first: boolean;
  photos: ReturnType<typeof usePhotoFallback>;
}) {
  const { picture } = image;
  if (picture === undefined) {
    return (
      <img
        ref={photos.checkLoaded(image.src)}
        className="gallery__image"
        src={photos.shown(image.src)}
        alt=""
        loading="lazy"
        onError={() => photos.markFailed(image.src)}
      />
    );
  }
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={SIZES} />
      ))}
      <img
        className="gallery__image"
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={SIZES}
        width={picture.width}
        height={picture.height}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}

function usePhotoFallback() {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const markFailed = useCallback((src: string) => {
    setFailed((current) => (current.has(src) ? current : new Set([...current, src])));
  }, []);
  const checkLoaded = useCallback(
    (src: string) => (image: HTMLImageElement | null) => {
      if (image && image.complete && image.naturalWidth === 0) markFailed(src);
    },
    [markFailed],
  );
  const shown = (src: string) => (failed.has(src) ? PLACEHOLDER_IMAGE : src);
  return { markFailed, checkLoaded, shown };
}

export function Gallery({ images }: { images: GalleryImage[] }) {
  const t = useTranslations('Gallery');
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  // Focus goes back to the photo that opened the viewer, whichever photo shows at the end.
  const openedFrom = useRef<HTMLButtonElement | null>(null);
  const photos = usePhotoFallback();

  function close() {
    const opener = openedFrom.current;
    setOpen(null);
    requestAnimationFrame(() => opener?.focus());
  }

  return (
    <>
      <ul className="gallery">
        {images.map((image, index) => (
          <li key={image.src} className="gallery__item">
            <figure className="gallery__figure">
              <button
                type="button"
                className="gallery__open"
                ref={(button) => {
                  openers.current[index] = button;
                }}
                aria-label={t('openPhoto', {
                  index: index + 1,
                  count: images.length,
                  caption: image.caption,
                })}
                onClick={() => {
                  openedFrom.current = openers.current[index] ?? null;
                  setOpen(index);
                }}
              >
                <Thumbnail image={image} first={index === 0} photos={photos} />
              </button>
              <figcaption className="gallery__caption">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <Lightbox
          images={images.map((image) => ({ src: photos.shown(image.src), caption: image.caption }))}
          index={open}
          onIndex={setOpen}
          onClose={close}
        />
      )}
    </>
  );
}
