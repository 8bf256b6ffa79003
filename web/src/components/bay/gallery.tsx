'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { Lightbox, PLACEHOLDER_IMAGE, type LightboxImage } from './lightbox';

// The bay's photos (spec §2). Photos not uploaded yet show the placeholder instead of a broken
// image, also when they failed before the page became interactive.

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

export function Gallery({ images }: { images: LightboxImage[] }) {
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
                <img
                  ref={photos.checkLoaded(image.src)}
                  className="gallery__image"
                  src={photos.shown(image.src)}
                  alt=""
                  loading="lazy"
                  onError={() => photos.markFailed(image.src)}
                />
              </button>
              <figcaption className="gallery__caption">{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <Lightbox
          images={images.map((image) => ({ ...image, src: photos.shown(image.src) }))}
          index={open}
          onIndex={setOpen}
          onClose={close}
        />
      )}
    </>
  );
}
