'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../hooks/use-api-client';
import type { ApiError } from '../../http/api-error';
import type { PresencePass, PresenceRefused } from '../../http/api-schema';
import { useFormatDistance } from '../../hooks/use-format-distance';
import { currentPosition } from '../../qr/geolocation';
import { provePresence } from '../../qr/qr-api';
import { FormAlert } from '../auth/form-alert';
import { guestTimeIsUp, useQrCaller } from './qr-caller';
import { GuestTimeUp } from './qr-problem';

// spec §4, §5: check-in needs the browser's permission and the boat at the buoy. The position is
// asked once, when the boater presses the button, sent once to the server (which decides), and
// forgotten. Each way it can fail says what to do.

type Step =
  | { kind: 'asking' }
  | { kind: 'locating' }
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  | { kind: 'refused'; error: ApiError; away?: PresenceRefused };

/** Blocked from away: how far the phone read, so a bad reading can be told from the wrong buoy. */
function Blocked({ away }: { away: PresenceRefused | undefined }) {
  const t = useTranslations('QrFlow');
  const formatDistance = useFormatDistance();
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{t('blockedTitle')}</p>
      {away === undefined ? null : (
        <p data-testid="blocked-distance">
          {t('blockedDistance', {
            distance: formatDistance(away.distance_m),
            radius: formatDistance(away.radius_m),
          })}
        </p>
      )}
      <p>{t('blocked')}</p>
    </div>
  );
}

function StepNotice({ step }: { step: Step }) {
  const t = useTranslations('QrFlow');
  switch (step.kind) {
    case 'asking':
      return null;
    case 'locating':
      return (
        <p role="status" className="alert">
          {t('locating')}
        </p>
      );
    case 'denied':
      return (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{t('locationDeniedTitle')}</p>
          <p>{t('locationDenied')}</p>
        </div>
      );
    case 'unavailable':
      return (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{t('locationUnavailableTitle')}</p>
          <p>{t('locationUnavailable')}</p>
        </div>
      );
    case 'refused':
      return step.error.code === 'check_in_blocked' ? (
        <Blocked away={step.away} />
      ) : (
        <FormAlert summary={null} error={step.error} />
      );
  }
}

type Props = { slug: string; onPass: (pass: PresencePass) => void };

export function LocationStep({ slug, onPass }: Props) {
  const t = useTranslations('QrFlow');
  const api = useApiClient();
  const { caller } = useQrCaller();
  const [step, setStep] = useState<Step>({ kind: 'asking' });
  const notice = useRef<HTMLDivElement>(null);
  const failed = step.kind !== 'asking' && step.kind !== 'locating';
  useEffect(() => {
    if (failed) notice.current?.focus();
  }, [failed, step]);

  async function share() {
    setStep({ kind: 'locating' });
    const found = await currentPosition(navigator.geolocation);
    if (found.kind === 'denied') return setStep({ kind: 'denied' });
    if (found.kind !== 'position') return setStep({ kind: 'unavailable' });
    const outcome = await provePresence(api, slug, found.position);
    if (outcome.ok) return onPass(outcome.data);
    // No answer at all reads as the network error (spec §8), like a position that never came.
    if (outcome.error.code === 'network_error') return setStep({ kind: 'unavailable' });
    setStep({ kind: 'refused', error: outcome.error, ...('away' in outcome && { away: outcome.away }) });
  }

  if (step.kind === 'refused' && guestTimeIsUp(caller, step.error.code)) return <GuestTimeUp slug={slug} />;
  return (
    <section className="qr-location" aria-labelledby="qr-location-heading">
      <h2 id="qr-location-heading">{t('locationHeading')}</h2>
      <p>{t('locationWhy')}</p>
      <p className="field__hint">{t('locationPrivacy')}</p>
      <div ref={notice} tabIndex={-1} className="qr-notice">
        <StepNotice step={step} />
      </div>
      <p className="qr-actions">
        <button
          type="button"
          className="button qr-button qr-button--large"
          disabled={step.kind === 'locating'}
          onClick={() => void share()}
        >
          {failed ? t('shareAgain') : t('shareLocation')}
        </button>
      </p>
    </section>
  );
}
