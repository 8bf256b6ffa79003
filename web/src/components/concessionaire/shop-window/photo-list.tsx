'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { photoImage } from '../../../bay-images/photo-sources';
import { useApiClient } from '../../../hooks/use-api-client';
import type { ApiError } from '../../../http/api-error';
import type { BayPhoto } from '../../../http/api-schema';
import { FormAlert } from '../../auth/form-alert';
import { usePublicConfig } from '../../layout/public-config-provider';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoCaptionForm } from './photo-caption-form';
import { reorderPhotos } from './shop-window-api';

type Props = { bayId: string; photos: BayPhoto[]; onPhotos: (photos: BayPhoto[]) => void };

/** The photo's ids with the one at `from` moved by one place; null past either end. */
function movedOrder(photos: BayPhoto[], from: number, by: -1 | 1): string[] | null {
  const to = from + by;
  if (to < 0 || to >= photos.length) return null;
  const ids = photos.map((photo) => photo.photo_id);
  const [moving] = ids.splice(from, 1);
  if (moving === undefined) return null;
  ids.splice(to, 0, moving);
  return ids;
}

// The gallery in order, with buttons to move a photo (reordering by keyboard as well as by hand),
// its captions and its delete. After a move the focus follows the photo to its new place.
export function PhotoList({ bayId, photos, onPhotos }: Props) {
  const t = useTranslations('ShopWindow');
  const api = useApiClient();
  const { apiBaseUrl } = usePublicConfig();
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [deleting, setDeleting] = useState<BayPhoto | null>(null);
  const refocus = useRef<{ photoId: string; by: -1 | 1 } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const wanted = refocus.current;
    if (wanted === null) return;
    refocus.current = null;
    const item = listRef.current?.querySelector(`[data-photo-id="${wanted.photoId}"]`);
    const buttons = item?.querySelectorAll<HTMLButtonElement>('.shop-photo__move button');
    const [up, down] = buttons ?? [];
    const same = wanted.by === -1 ? up : down;
    (same && !same.disabled ? same : wanted.by === -1 ? down : up)?.focus();
  }, [photos]);

  async function move(index: number, by: -1 | 1) {
    const order = movedOrder(photos, index, by);
    const photo = photos[index];
    if (order === null || photo === undefined) return;
    setError(null);
    const outcome = await reorderPhotos(api, bayId, order);
    if (!outcome.ok) return setError(outcome.error);
    refocus.current = { photoId: photo.photo_id, by };
    setStatus(t('moved', { from: index + 1, to: index + 1 + by }));
    onPhotos(outcome.value.photos);
  }

  if (photos.length === 0) return <p className="backoffice-empty">{t('noPhotos')}</p>;
  return (
    <>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <FormAlert summary={null} error={error} />
      <ol className="shop-photos" ref={listRef}>
        {photos.map((photo, index) => {
          const image = photoImage(photo, apiBaseUrl);
          const place = index + 1;
          return (
            <li key={photo.photo_id} className="shop-photo" data-photo-id={photo.photo_id}>
              <picture>
                {image.sources.map((source) => (
                  <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="12rem" />
                ))}
                <img
                  className="shop-photo__image"
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="12rem"
                  width={image.width}
                  height={image.height}
                  alt={photo.caption.en}
                  loading="lazy"
                />
              </picture>
              <div className="shop-photo__body">
                <h3 className="shop-photo__label">
                  {t('photoLabel', { index: place, count: photos.length })}
                </h3>
                <div className="button-row shop-photo__move">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                  >
                    {t('moveUp', { index: place })}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={index === photos.length - 1}
                    onClick={() => void move(index, 1)}
                  >
                    {t('moveDown', { index: place })}
                  </button>
                </div>
                <PhotoCaptionForm
                  bayId={bayId}
                  photo={photo}
                  index={place}
                  onSaved={(saved) =>
                    onPhotos(photos.map((each) => (each.photo_id === saved.photo_id ? saved : each)))
                  }
                />
                <button type="button" className="button button--danger" onClick={() => setDeleting(photo)}>
                  {t('deletePhoto', { index: place })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {deleting === null ? null : (
        <DeletePhotoDialog
          bayId={bayId}
          photo={deleting}
          index={photos.indexOf(deleting) + 1}
          onClose={() => setDeleting(null)}
          onDeleted={(remaining) => {
            setDeleting(null);
            setStatus(t('deleted'));
            onPhotos(remaining);
          }}
        />
      )}
    </>
  );
}
