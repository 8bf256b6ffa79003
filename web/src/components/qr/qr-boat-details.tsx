'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import type { Boat, CheckedIn } from '../../http/api-schema';
import { useRouter } from '../../i18n/navigation';
import { qrStepPath, type FlowChoice } from '../../qr/qr-flow';
import { AddBoat } from '../booking/add-boat';
import { BoatPicker } from '../booking/boat-picker';
import { CheckInRefused } from './check-in-problem';
import { CheckedInView } from './checked-in-view';
import { GuestBoatForm, useGuestBoatWording } from './guest-boat-form';
import { useQrCaller } from './qr-caller';
import { Checking, ChooseHowFirst, LocationFirst } from './qr-problem';
import { useStepChoice } from './use-step-choice';
import { useQrFleet } from './use-qr-fleet';
import { useCheckIn } from './use-check-in';
import { useWalkUp } from './use-walk-up';
import '../booking/booking.css';
import './qr.css';

// /{locale}/qr/m/{slug}/boat-details (issue 14 item 5): the boat at the buoy, picked from the
// caller's fleet or added with My Fleet's form, within the bay's longest boat. A walk-up goes on
// to pay; an arrival is checked in here (another boat than the booking's: not-your-boat). A guest
// has no fleet to speak of: their step names the boat being moored and adds it with a short form.

function BoatStep({ slug, choice }: { slug: string; choice: FlowChoice }) {
  const t = useTranslations('QrFlow');
  const format = useFormatter();
  const router = useRouter();
  const walkUp = useWalkUp(slug).data;
  const fleet = useQrFleet();
  const guest = useQrCaller().caller.kind === 'guest';
  const guestWording = useGuestBoatWording();
  const [boatId, setBoatId] = useState<string | null>(choice.boat);
  const [checked, setChecked] = useState(false);
  const [arrived, setArrived] = useState<CheckedIn | null>(null);
  const checkIn = useCheckIn((answer) => setArrived(answer));
  const alertRef = useRef<HTMLParagraphElement>(null);
  if (arrived !== null) return <CheckedInView booking={arrived.booking} />;
  const maxLoa = walkUp?.ok ? walkUp.data.max_loa_cm : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (boatId === null) {
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    if (choice.mode === 'arrival') void checkIn.submit(choice, boatId);
    else router.push(qrStepPath(slug, 'payment', { ...choice, boat: boatId }));
  }

  return (
    <div className="qr-step">
      <h1>{t('boatTitle')}</h1>
      {walkUp?.ok ? (
        <p className="qr-buoy">{t('buoyAt', { buoy: walkUp.data.buoy_label, bay: walkUp.data.bay_name })}</p>
      ) : null}
      {maxLoa !== null ? (
        <p>
          {t('maxLoa', {
            loa: format.number(maxLoa / 100, { style: 'unit', unit: 'meter', maximumFractionDigits: 2 }),
          })}
        </p>
      ) : null}
      <BoatPicker
        boats={fleet.boats}
        state={fleet.state}
        boatId={boatId}
        invalid={checked && boatId === null}
        onPick={setBoatId}
        onRetry={fleet.retry}
        guest={guest ? guestWording : undefined}
        renderAddForm={(done) => {
          const onDone = (boat: Boat | null) => {
            if (boat !== null) void fleet.add(boat);
            done(boat);
          };
          return guest ? <GuestBoatForm onDone={onDone} /> : <AddBoat onDone={onDone} />;
        }}
      />
      <form method="post" noValidate onSubmit={submit} className="qr-boat-submit">
        <div role="alert">
          {checked && boatId === null ? (
            <p ref={alertRef} tabIndex={-1} className="alert alert--error">
              {t('pickBoat')}
            </p>
          ) : null}
        </div>
        {checkIn.problem !== null ? (
          <CheckInRefused slug={slug} choice={choice} problem={checkIn.problem} />
        ) : null}
        <p className="qr-actions">
          <button type="submit" className="button qr-button" disabled={checkIn.sending}>
            {choice.mode === 'arrival' ? (checkIn.sending ? t('sending') : t('checkInNow')) : t('continue')}
          </button>
        </p>
      </form>
    </div>
  );
}

export function QrBoatDetails({ slug }: { slug: string }) {
  const choice = useStepChoice();
  if (choice === 'checking') return <Checking />;
  if (choice === 'no-caller') return <ChooseHowFirst slug={slug} />;
  if (choice === null) return <LocationFirst slug={slug} />;
  return <BoatStep slug={slug} choice={choice} />;
}
