'use client';

import { useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';
import { MAP_PAGE } from '../../site/public-pages';
import { RetryAlert } from '../content/retry-alert';

// Before the preview can show the stay: loading, a failed load, or a bay or buoy that the link
// names but that does not exist (any more).

type Props = {
  bayState: 'loading' | 'failed' | 'ready' | 'missing';
  buoyState: 'loading' | 'failed' | 'ready' | 'missing';
  onRetry: () => void;
};

export function PreviewPlaceState({ bayState, buoyState, onRetry }: Props) {
  const t = useTranslations('BookingPreview');
  if (bayState === 'missing' || buoyState === 'missing') return <NotBookable text={t('placeMissing')} />;
  if (bayState === 'failed' || buoyState === 'failed')
    return <RetryAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
  return <p role="status">{t('loading')}</p>;
}

export function NotBookable({ text }: { text: string }) {
  const t = useTranslations('BookingPreview');
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{text}</p>
      <p>
        <Link href={MAP_PAGE}>{t('findOnMap')}</Link>
      </p>
    </div>
  );
}
