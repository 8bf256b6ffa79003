'use client';

import { useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';
import { qrStepPath, type FlowChoice } from '../../qr/qr-flow';
import { FormAlert } from '../auth/form-alert';
import { NearbyBuoys } from './nearby-buoys';
import { guestTimeIsUp, useQrCaller } from './qr-caller';
import { GuestTimeUp } from './qr-problem';
import type { CheckInProblem } from './use-check-in';

// Why a check-in was refused, with the way on: another boat's booking (spec §2 not-your-boat
// notice), a lapsed location pass (share it again), a buoy taken meanwhile (free ones nearby).
export function CheckInRefused({
  slug,
  choice,
  problem,
}: {
  slug: string;
  choice: FlowChoice;
  problem: CheckInProblem;
}) {
  const t = useTranslations('QrFlow');
  const { caller } = useQrCaller();
  const { code } = problem.error;
  if (guestTimeIsUp(caller, code)) return <GuestTimeUp slug={slug} />;
  if (code === 'not_your_boat')
    return (
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{t('notYourBoatTitle')}</p>
        <p>{t('notYourBoat')}</p>
      </div>
    );
  return (
    <div className="qr-problem">
      <FormAlert summary={null} error={problem.error} />
      {code === 'presence_expired' ? (
        <p className="qr-actions">
          <Link
            className="button qr-button"
            href={`${qrStepPath(slug, 'periods')}${choice.mode === 'arrival' ? '?arrival=1' : ''}`}
          >
            {t('shareAgain')}
          </Link>
        </p>
      ) : null}
      {problem.refusal !== null ? <NearbyBuoys alternatives={problem.refusal.alternatives} /> : null}
    </div>
  );
}
