'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useApiClient } from '../../../hooks/use-api-client';
import { useCallerKey } from '../../../hooks/use-caller-key';
import { useStoredSession } from '../../../hooks/use-stored-session';
import type { ShopWindow } from '../../../http/api-schema';
import { Link } from '../../../i18n/navigation';
import { mayManage } from '../concessionaire-access';
import { PhotoList } from './photo-list';
import { PhotoUploader } from './photo-uploader';
import { loadShopWindow } from './shop-window-api';
import { TextsForm } from './texts-form';
import './shop-window.css';

// /concessionaires/{bayUuid}/shop_window (issue 15 item 8): the bay page as its manager edits it.
// Every answer of the server is the new state, so the page takes it as it is, without asking again.
export function ShopWindowEditor({ bayId }: { bayId: string }) {
  const t = useTranslations('ShopWindow');
  const session = useStoredSession();
  const api = useApiClient();
  const caller = useCallerKey();
  const manager = mayManage(session);
  const { data, error, mutate } = useSWR(manager && caller ? ['shop-window', bayId, caller] : null, () =>
    loadShopWindow(api, bayId),
  );
  const keep = (window: ShopWindow) => void mutate(window, { revalidate: false });

  if (!manager) return <p className="alert alert--info">{t('managerOnly')}</p>;
  if (error !== undefined)
    return (
      <div role="alert">
        <p className="alert alert--error">{t('loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  if (data === undefined) return <p role="status">{t('loading')}</p>;
  return (
    <div className="shop-window">
      <p>
        <Link href={`/bays/${encodeURIComponent(data.slug)}`}>{t('viewPage')}</Link>
      </p>
      <section className="backoffice-section" aria-labelledby="shop-window-photos">
        <h2 id="shop-window-photos">{t('photosHeading')}</h2>
        <PhotoUploader
          bayId={bayId}
          onUploaded={(photo) => keep({ ...data, photos: [...data.photos, photo] })}
        />
        <PhotoList bayId={bayId} photos={data.photos} onPhotos={(photos) => keep({ ...data, photos })} />
      </section>
      <section className="backoffice-section" aria-labelledby="shop-window-texts">
        <TextsForm window={data} onSaved={keep} />
      </section>
    </div>
  );
}
