'use client';

import { useTranslations } from 'next-intl';
import type { ApiError } from '../../http/api-error';
import { Link } from '../../i18n/navigation';
import { qrStartPath } from '../../qr/qr-flow';
import { MAP_PAGE } from '../../site/public-pages';
import { FormAlert } from '../auth/form-alert';
import { useQrCaller } from './qr-caller';

// What stops a QR step: the guest's 30 minutes are over, nobody has chosen how to check in, or an
// unexpected error. Each comes with the way back to the buoy's start page.

export function BackToStart({ slug }: { slug: string }) {
  const t = useTranslations('QrFlow');
  return (
    <p className="qr-actions">
      <Link className="button button--secondary qr-button" href={qrStartPath(slug)}>
        {t('backToStart')}
      </Link>
    </p>
  );
}

export function GuestTimeUp({ slug }: { slug: string }) {
  const t = useTranslations('QrFlow');
  const { dropGuest } = useQrCaller();
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{t('guestTimeUp')}</p>
      <p className="qr-actions">
        <Link className="button qr-button" href={qrStartPath(slug)} onClick={dropGuest}>
          {t('startAgain')}
        </Link>
      </p>
    </div>
  );
}

export function ChooseHowFirst({ slug }: { slug: string }) {
  const t = useTranslations('QrFlow');
  return (
    <div className="alert" role="status">
      <p className="alert__title">{t('chooseHowFirst')}</p>
      <BackToStart slug={slug} />
    </div>
  );
}

export function QrError({ slug, error }: { slug: string; error: ApiError }) {
  const t = useTranslations('QrFlow');
  return (
    <div className="qr-problem">
      <FormAlert summary={null} error={error} />
      <p className="qr-actions">
        <Link className="button button--secondary qr-button" href={qrStartPath(slug)}>
          {t('backToStart')}
        </Link>
        <Link className="button button--secondary qr-button" href={MAP_PAGE}>
          {t('toMap')}
        </Link>
      </p>
    </div>
  );
}

/** A step opened without the pass and stay it needs (say, from history): back to the buoy. */
export function LocationFirst({ slug }: { slug: string }) {
  const t = useTranslations('QrFlow');
  return (
    <div className="alert" role="status">
      <p className="alert__title">{t('locationFirst')}</p>
      <BackToStart slug={slug} />
    </div>
  );
}

export function Checking() {
  const t = useTranslations('QrFlow');
  return <p role="status">{t('checking')}</p>;
}
