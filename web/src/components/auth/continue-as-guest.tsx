'use client';

import { useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';
import { qrStepPath } from '../../qr/qr-flow';
import { leaveSignedUpEmail } from '../../qr/signed-up-email';

// Issue 14 item 1: signed up at the buoy, the account still waits for its email link; the boater
// can check in now as a guest with the same email, and the stay shows in the account once it is
// verified and signed in.
export function ContinueAsGuest({ qrKey, email }: { qrKey: string; email: string }) {
  const t = useTranslations('SignUpQrPage');
  return (
    <section className="qr-continue" aria-labelledby="qr-continue-heading">
      <h2 id="qr-continue-heading">{t('continueHeading')}</h2>
      <p>{t('continueBody')}</p>
      <Link className="button" href={qrStepPath(qrKey, 'periods')} onClick={() => leaveSignedUpEmail(email)}>
        {t('continueAsGuest')}
      </Link>
    </section>
  );
}
