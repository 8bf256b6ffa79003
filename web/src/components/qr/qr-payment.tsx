'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { holdDeadline } from '../../booking/hold-clock';
import type { Booking, CheckedIn } from '../../http/api-schema';
import { type FlowChoice } from '../../qr/qr-flow';
import { HoldView } from '../booking/hold-view';
import { TermsAtPayment } from '../booking/terms-at-payment';
import { PriceBreakdownTable } from '../booking/price-breakdown';
import { useBayTime } from '../../hooks/use-bay-time';
import { CheckInRefused } from './check-in-problem';
import { CheckedInView } from './checked-in-view';
import { Checking, ChooseHowFirst, LocationFirst } from './qr-problem';
import { useStepChoice } from './use-step-choice';
import { useCheckIn } from './use-check-in';
import { usePricedWalkUp } from './use-walk-up';
import '../booking/booking.css';
import './qr.css';

// /{locale}/qr/m/{slug}/payment (issue 14 item 6): the stay chosen, the terms accepted at payment
// (spec §5), then "Check in and pay" holds the buoy for 3 minutes and goes to the checkout exactly
// as the booking preview does; paid, /bookings/success says until when the boat is checked in.

type Walk = Extract<FlowChoice, { mode: 'walk-up' }>;
type Done = { kind: 'held'; booking: Booking; deadline: number } | { kind: 'arrived'; booking: Booking };

function StayChosen({ slug, choice }: { slug: string; choice: Walk }) {
  const t = useTranslations('QrFlow');
  const preview = useTranslations('BookingPreview');
  const answer = usePricedWalkUp(slug, choice).data;
  if (!answer?.ok) return null;
  const walkUp = answer.data;
  const offer = walkUp.offers.find((o) => o.stay_kind === choice.kind && o.nights === choice.nights);
  // The server's price with the extras chosen: the total the check-in charges (issue 28 item 4a).
  return (
    <>
      <dl className="qr-summary">
        <dt>{t('buoyLabel')}</dt>
        <dd>{t('buoyAt', { buoy: walkUp.buoy_label, bay: walkUp.bay_name })}</dd>
        {offer === undefined ? null : <StayUntil timeZone={walkUp.time_zone} until={offer.period_end} />}
      </dl>
      {offer === undefined ? null : (
        <section className="qr-price" aria-labelledby="qr-price-heading">
          <h2 id="qr-price-heading">{preview('priceHeading')}</h2>
          <PriceBreakdownTable price={offer.price} />
        </section>
      )}
    </>
  );
}

function StayUntil({ timeZone, until }: { timeZone: string; until: string }) {
  const t = useTranslations('QrFlow');
  const bayTime = useBayTime(timeZone);
  return (
    <>
      <dt>{t('stayUntil')}</dt>
      <dd>{bayTime.dayAndTime(until)}</dd>
    </>
  );
}

function PayStep({ slug, choice }: { slug: string; choice: Walk }) {
  const t = useTranslations('QrFlow');
  const [done, setDone] = useState<Done | null>(null);
  const [terms, setTerms] = useState(false);
  const [checked, setChecked] = useState(false);
  const termsBox = useRef<HTMLDivElement>(null);
  const checkIn = useCheckIn(({ booking, arrival }: CheckedIn, receivedAt: number) =>
    setDone(
      arrival
        ? { kind: 'arrived', booking }
        : { kind: 'held', booking, deadline: holdDeadline(booking, receivedAt, true) },
    ),
  );
  if (done?.kind === 'arrived') return <CheckedInView booking={done.booking} />;
  if (done?.kind === 'held')
    return (
      <HoldView
        booking={done.booking}
        deadline={done.deadline}
        payNow
        onTryAgain={() => setDone(null)}
        onChanged={(booking) => setDone({ ...done, booking })}
      />
    );
  const boat = choice.boat;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!terms) {
      requestAnimationFrame(() => termsBox.current?.querySelector('input')?.focus());
      return;
    }
    if (boat !== null) void checkIn.submit(choice, boat);
  }

  return (
    <div className="qr-step">
      <h1>{t('paymentTitle')}</h1>
      <StayChosen slug={slug} choice={choice} />
      <p>{t('paymentLead')}</p>
      <form method="post" noValidate onSubmit={submit}>
        <div ref={termsBox}>
          <TermsAtPayment id="qr-terms" accepted={terms} showError={checked} onChange={setTerms} />
        </div>
        {checkIn.problem !== null ? (
          <CheckInRefused slug={slug} choice={choice} problem={checkIn.problem} />
        ) : null}
        <p className="qr-actions">
          <button type="submit" className="button qr-button" disabled={checkIn.sending}>
            {checkIn.sending ? t('sending') : t('checkInAndPay')}
          </button>
        </p>
      </form>
    </div>
  );
}

export function QrPayment({ slug }: { slug: string }) {
  const choice = useStepChoice();
  if (choice === 'checking') return <Checking />;
  if (choice === 'no-caller') return <ChooseHowFirst slug={slug} />;
  if (choice === null || choice.mode !== 'walk-up' || choice.boat === null)
    return <LocationFirst slug={slug} />;
  return <PayStep slug={slug} choice={choice} />;
}
