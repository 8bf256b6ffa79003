'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bayStayTimes, stayRuleProblem } from '../../booking/date-rules';
import { dayHourChoices } from '../../booking/day-hours';
import { bookingPreviewPath, type PreviewChoice } from '../../booking/preview-query';
import { selectionsComplete } from '../../booking/preview-check';
import { NO_EXTRAS, stayRequest } from '../../booking/stay-request';
import type { Booking, DayStay, Extras } from '../../http/api-schema';
import { useRewriteAddress } from '../../hooks/use-rewrite-address';
import { isLocale } from '../../i18n/locales';
import { CheckboxField } from '../forms/checkbox-field';
import { Link } from '../../i18n/navigation';
import { FormAlert } from '../auth/form-alert';
import { AddBoat } from './add-boat';
import { BoatPicker } from './boat-picker';
import { BuoyLimitsFacts } from './buoy-limits-facts';
import { DayHoursField } from './day-hours-field';
import { ExtrasFields } from './extras-fields';
import { PreviewPrice } from './preview-price';
import { PreviewPlaceState } from './preview-place-state';
import { RefusalHelp } from './refusal-help';
import { StayRuleNotice } from './stay-rule-notice';
import { StaySummary } from './stay-summary';
import { CancellationDeadline } from '../cancellation/cancellation-deadline';
import { instantAt } from '../../../../proto/src/stays/bay-clock';
import { TermsAtPayment } from './terms-at-payment';
import { useHoldSubmit } from './use-hold-submit';
import { usePreviewPlace, useQuote } from './use-preview-data';

// spec §2, §5, §9: the stay chosen, the boat, the extras and the server's price, re-quoted on
// every change; "Pay and book" needs a boat, the confirmation box and the terms, then holds the
// buoy and goes on to pay (the held view starts the checkout at once).

type Props = { choice: PreviewChoice; onHeld: (booking: Booking, receivedAt: number) => void };

/** The address names the exact stay once the bay's dates are known, so reload and share keep it. */
function useExactAddress(choice: PreviewChoice | null, boatId: string | null) {
  const rewriteAddress = useRewriteAddress();
  useEffect(() => {
    if (choice !== null) rewriteAddress(bookingPreviewPath({ ...choice, boat: boatId ?? undefined }));
  }, [choice, boatId, rewriteAddress]);
}

/** The day stay's hour counts that still end before check-out, booked now. */
function hourChoicesNow(bay: { day_stay: DayStay; time_zone: string }, date: string): number[] {
  const { check_in: checkIn, check_out: checkOut } = bay.day_stay;
  return dayHourChoices({ date, checkIn, checkOut, timeZone: bay.time_zone }, new Date());
}

export function PreviewForm({ choice, onHeld }: Props) {
  const t = useTranslations('BookingPreview');
  const tRules = useTranslations('StayRules');
  const locale = useLocale();
  const place = usePreviewPlace(choice);
  const [boatId, setBoatId] = useState<string | null>(choice.boat ?? null);
  const [extras, setExtras] = useState<Extras>(NO_EXTRAS);
  const [dayHours, setDayHours] = useState(0);
  const [confirmed, setConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [checked, setChecked] = useState(false);
  const hold = useHoldSubmit(onHeld);
  const alertRef = useRef<HTMLDivElement>(null);
  const dated = place.dated;
  useExactAddress(dated, boatId);
  // Issue 28 item 3: what the rules refuse (a day stay after 14:00, an arrival past 48 hours or
  // in the past) is said at once, and nothing is offered that booking would then refuse.
  const rule =
    place.bay === null || dated === null ? null : stayRuleProblem(dated, bayStayTimes(place.bay), new Date());
  // Only a day stay has hours, and only a bay that sells day stays has their times.
  const hourChoices =
    place.bay === null || dated?.kind !== 'day' || !place.bay.day_stay.offered
      ? []
      : hourChoicesNow(place.bay, dated.from);
  // A count the clock has since passed asks for the rest of the day, as the field then shows.
  const hours = hourChoices.includes(dayHours) ? dayHours : 0;
  const stay =
    dated === null || boatId === null || rule !== null
      ? null
      : stayRequest(dated, { boatId, extras, dayHours: hours, language: isLocale(locale) ? locale : 'en' });
  const quote = useQuote(stay);

  const complete = selectionsComplete({ boatId, confirmed, termsAccepted });
  const { bay, buoy } = place;
  if (bay === null || buoy === null || dated === null)
    return <PreviewPlaceState bayState={place.bayState} buoyState={place.buoyState} onRetry={place.retry} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (stay === null || !complete) {
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    void hold.submit(stay);
  }

  const period = quote.outcome?.ok ? quote.outcome.data : null;
  const times = dated.kind === 'day' ? bay.day_stay : bay.night_stay;
  const boat = place.fleet?.find((candidate) => candidate.id === boatId) ?? null;
  return (
    <div className="booking-preview">
      <StaySummary
        bayName={bay.name}
        buoyLabel={buoy.label}
        kind={dated.kind}
        checkIn={period ? { instant: period.period_start } : { date: dated.from, time: times.check_in }}
        checkOut={period ? { instant: period.period_end } : { date: dated.to, time: times.check_out }}
        timeZone={bay.time_zone}
        controls={
          dated.kind === 'day' && rule === null ? (
            <DayHoursField
              hours={dayHours}
              choices={hourChoices}
              checkOut={bay.day_stay.check_out}
              onChange={setDayHours}
            />
          ) : null
        }
      >
        <BuoyLimitsFacts limits={buoy} boat={boat} />
      </StaySummary>
      {rule === null ? null : (
        <StayRuleNotice
          problem={rule}
          timeZone={bay.time_zone}
          tonight={
            <Link className="button" href={bookingPreviewPath({ ...dated, kind: 'night', from: '', to: '' })}>
              {tRules('switchToTonight')}
            </Link>
          }
        />
      )}
      {rule === null ? (
        <>
          <BoatPicker
            boats={place.fleet}
            state={place.fleetState}
            boatId={boatId}
            invalid={checked && boatId === null}
            onPick={setBoatId}
            onRetry={place.retry}
            renderAddForm={(done) => (
              <AddBoat
                onDone={(boat) => {
                  if (boat !== null) void place.addToFleet(boat);
                  done(boat);
                }}
              />
            )}
          />
          <ExtrasFields bay={bay} extras={extras} onChange={setExtras} />
          <PreviewPrice
            boatPicked={boatId !== null}
            outcome={quote.outcome}
            loading={quote.loading}
            choice={{ ...dated, boat: boatId ?? undefined }}
            onSwitchToFullDay={dated.kind === 'day' && dayHours !== 0 ? () => setDayHours(0) : undefined}
          />
          <CancellationDeadline
            policy={bay.cancellation_policy}
            kind={dated.kind}
            start={
              period ? new Date(period.period_start) : instantAt(dated.from, times.check_in, bay.time_zone)
            }
            timeZone={bay.time_zone}
            now={new Date()}
          />
          <form
            className="booking-section"
            aria-labelledby="booking-confirm-heading"
            method="post"
            noValidate
            onSubmit={submit}
          >
            <h2 id="booking-confirm-heading">{t('confirmHeading')}</h2>
            <CheckboxField
              id="booking-confirm"
              label={t('confirmLabel')}
              checked={confirmed}
              required
              error={checked && !confirmed ? t('confirmBox') : undefined}
              onChange={setConfirmed}
            />
            <TermsAtPayment
              id="booking-terms"
              accepted={termsAccepted}
              showError={checked}
              onChange={setTermsAccepted}
            />
            <div ref={alertRef} tabIndex={-1} className="booking-alert">
              <FormAlert
                summary={checked && !complete ? t('confirmSelections') : null}
                error={hold.problem?.error ?? null}
              />
            </div>
            {hold.problem?.refusal ? (
              <RefusalHelp refusal={hold.problem.refusal} choice={{ ...dated, boat: boatId ?? undefined }} />
            ) : null}
            <p className="booking-actions">
              <button type="submit" className="button" disabled={hold.sending}>
                {hold.sending ? t('holding') : t('payAndBook')}
              </button>
            </p>
          </form>
        </>
      ) : null}
    </div>
  );
}
