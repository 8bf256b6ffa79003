'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PresencePass } from '../../http/api-schema';
import { useRouter } from '../../i18n/navigation';
import { qrStepPath } from '../../qr/qr-flow';
import { OfferChoice, type OfferPick } from './offer-choice';
import { LocationStep } from './location-step';
import { guestTimeIsUp, useQrCaller } from './qr-caller';
import { BackToStart, Checking, ChooseHowFirst, GuestTimeUp, QrError } from './qr-problem';
import { useWalkUp } from './use-walk-up';
import './qr.css';

// /{locale}/qr/m/{slug}/periods (issue 14 items 2 and 4): the location first, proved on the
// server, then the stays that can start now. In arrival mode (the boater's own booking) there is
// no stay to choose: the pass goes straight on to the boat.

export function QrPeriods({ slug, arrival }: { slug: string; arrival: boolean }) {
  const t = useTranslations('QrFlow');
  const { caller } = useQrCaller();
  const answer = useWalkUp(slug);
  const router = useRouter();
  const [pass, setPass] = useState<PresencePass | null>(null);
  if (caller.kind === 'checking') return <Checking />;
  if (caller.kind === 'none') return <ChooseHowFirst slug={slug} />;
  const outcome = answer.data;
  if (outcome === undefined) return <Checking />;
  if (!outcome.ok)
    return guestTimeIsUp(caller, outcome.error.code) ? (
      <GuestTimeUp slug={slug} />
    ) : (
      <QrError slug={slug} error={outcome.error} />
    );
  const walkUp = outcome.data;
  const expected = arrival ? 'yours' : 'available';

  function passed(found: PresencePass) {
    if (arrival)
      router.push(
        qrStepPath(slug, 'boat-details', { mode: 'arrival', presence: found.presence_id, boat: null }),
      );
    else setPass(found);
  }

  function chosen({ offer, assist, trash }: OfferPick) {
    if (pass === null) return;
    router.push(
      qrStepPath(slug, 'boat-details', {
        mode: 'walk-up',
        presence: pass.presence_id,
        kind: offer.stay_kind,
        nights: offer.nights,
        assist,
        trash,
        boat: null,
      }),
    );
  }

  return (
    <div className="qr-step">
      <h1>{arrival ? t('arrivalTitle') : t('periodsTitle')}</h1>
      <p className="qr-buoy">{t('buoyAt', { buoy: walkUp.buoy_label, bay: walkUp.bay_name })}</p>
      {walkUp.state !== expected ? (
        <>
          <p className="alert" role="status">
            {t('stateChanged')}
          </p>
          <BackToStart slug={slug} />
        </>
      ) : pass === null ? (
        <LocationStep slug={slug} onPass={passed} />
      ) : (
        <>
          <p className="alert alert--success" role="status">
            {t('locationVerified')}
          </p>
          <OfferChoice walkUp={walkUp} onChosen={chosen} />
        </>
      )}
    </div>
  );
}
