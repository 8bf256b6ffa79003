'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import type { PresencePass } from '../../http/api-schema';
import { useRewriteAddress } from '../../hooks/use-rewrite-address';
import { useRouter } from '../../i18n/navigation';
import { qrPassedPath, qrStepPath, readFlowChoice, readPresence, type FlowChoice } from '../../qr/qr-flow';
import { OfferChoice, type EarlierPick, type OfferPick } from './offer-choice';
import { LocationStep } from './location-step';
import { guestTimeIsUp, useQrCaller } from './qr-caller';
import { BackToStart, Checking, GuestTimeUp, QrError } from './qr-problem';
import { useWalkUp } from './use-walk-up';
import './qr.css';

// /{locale}/qr/m/{slug}/periods (issue 14 items 2 and 4, issue 28 item 4): the location first,
// proved on the server before anyone types personal details, then the stays that can start now.
// A visitor goes on to the personal details, a known caller to the boat. In arrival mode (the
// boater's own booking) there is no stay to choose: the pass goes straight on to the boat. The
// pass and the pick are written into this step's address, so Back from a later step finds them.

function earlierPickOf(choice: FlowChoice | null): EarlierPick | null {
  if (choice?.mode !== 'walk-up') return null;
  return { kind: choice.kind, nights: choice.nights, assist: choice.assist, trash: choice.trash };
}

export function QrPeriods({ slug, arrival }: { slug: string; arrival: boolean }) {
  const t = useTranslations('QrFlow');
  const { caller } = useQrCaller();
  const answer = useWalkUp(slug);
  const router = useRouter();
  const rewriteAddress = useRewriteAddress();
  const query = new URLSearchParams(useSearchParams().toString());
  const [presence, setPresence] = useState<string | null>(arrival ? null : readPresence(query));
  const earlier = earlierPickOf(readFlowChoice(query));
  if (caller.kind === 'checking') return <Checking />;
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
    else {
      rewriteAddress(qrPassedPath(slug, found.presence_id));
      setPresence(found.presence_id);
    }
  }

  function chosen({ offer, assist, trash }: OfferPick) {
    if (presence === null) return;
    const choice: FlowChoice = {
      mode: 'walk-up',
      presence,
      kind: offer.stay_kind,
      nights: offer.nights,
      assist,
      trash,
      boat: null,
    };
    rewriteAddress(qrStepPath(slug, 'periods', choice));
    router.push(qrStepPath(slug, caller.kind === 'none' ? 'personal-details' : 'boat-details', choice));
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
      ) : presence === null ? (
        <LocationStep slug={slug} onPass={passed} />
      ) : (
        <>
          <p className="alert alert--success" role="status">
            {t('locationVerified')}
          </p>
          <OfferChoice walkUp={walkUp} earlier={earlier} onChosen={chosen} />
        </>
      )}
    </div>
  );
}
