'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';
import { isLocale, localePath } from '../../i18n/locales';
import { qrStepPath } from '../../qr/qr-flow';
import { useQrCaller } from './qr-caller';

// spec §2 QR flow start, for a free buoy: a signed-in boater (or a guest already known in this
// tab) checks in at once; anyone else signs in, signs up from the QR code, or goes on without an
// account (spec §6: a walk-up needs no account), the location first and the details after it.

export function WalkUpChoices({ slug }: { slug: string }) {
  const t = useTranslations('QrFlow');
  const locale = useLocale();
  const { caller } = useQrCaller();
  const periods = qrStepPath(slug, 'periods');
  if (caller.kind === 'checking') return <p role="status">{t('checking')}</p>;
  if (caller.kind !== 'none')
    return (
      <div className="qr-choices">
        {caller.kind === 'guest' ? <p>{t('asGuest', { email: caller.guest.email })}</p> : null}
        <Link className="button qr-button" href={periods}>
          {t('checkIn')}
        </Link>
      </div>
    );
  // The sign-in page honours a safe `next` that names a page under a locale.
  const next = isLocale(locale) ? localePath(locale, periods) : periods;
  return (
    <ul className="qr-choices" aria-label={t('choicesLabel')}>
      <li>
        <Link className="button qr-button" href={`/auth/signin?next=${encodeURIComponent(next)}`}>
          {t('signInAndCheckIn')}
        </Link>
      </li>
      <li>
        <Link
          className="button button--secondary qr-button"
          href={`/auth/signup-qr?key=${encodeURIComponent(slug)}`}
        >
          {t('newUser')}
        </Link>
      </li>
      <li>
        <Link className="button button--secondary qr-button" href={periods}>
          {t('withoutAccount')}
        </Link>
        <p className="field__hint">{t('withoutAccountHint')}</p>
      </li>
    </ul>
  );
}
