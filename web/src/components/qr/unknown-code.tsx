import { useTranslations } from 'next-intl';
import type { ApiError } from '../../http/api-error';
import { Link } from '../../i18n/navigation';
import { MAP_PAGE } from '../../site/public-pages';

// A code that names no buoy (a typo, a retired code) or a lookup that failed, said plainly inside
// the QR layout with its help contacts, and the way on to the map: never an empty 404 shell.
export function UnknownCode({ error }: { error: ApiError }) {
  const t = useTranslations('QrFlow');
  const unknown = error.code === 'not_found';
  return (
    <div className="qr-step" data-state={unknown ? 'unknown' : 'failed'}>
      <h1>{unknown ? t('unknownTitle') : t('failedTitle')}</h1>
      <p>{unknown ? t('unknownBody') : t('failedBody')}</p>
      <p className="qr-actions">
        <Link className="button qr-button" href={MAP_PAGE}>
          {t('toMap')}
        </Link>
      </p>
    </div>
  );
}
