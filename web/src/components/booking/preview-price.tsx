'use client';

import { useTranslations } from 'next-intl';
import type { RefusableOutcome } from '../../booking/booking-api';
import { bookingPreviewPath, type PreviewChoice } from '../../booking/preview-query';
import type { Quote } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { FormAlert } from '../auth/form-alert';
import { PriceBreakdownTable } from './price-breakdown';
import { RefusalHelp } from './refusal-help';

// The price part of the preview: asked of the server once a boat is picked, again on every change.
// A day stay after 14:00 is refused (day_stay_closed): the advice is to look for a night stay,
// one click away (spec §4). A buoy the boat does not fit, or a boat booked elsewhere, says what
// to do instead (issue 28).

type Props = {
  boatPicked: boolean;
  outcome: RefusableOutcome<Quote> | null;
  loading: boolean;
  choice: PreviewChoice;
  onSwitchToFullDay: (() => void) | undefined;
};

function PriceBody({ boatPicked, outcome, loading, choice, onSwitchToFullDay }: Props) {
  const t = useTranslations('BookingPreview');
  if (!boatPicked) return <p>{t('priceNeedsBoat')}</p>;
  if (outcome === null) return <p role="status">{t('quoting')}</p>;
  if (!outcome.ok) {
    const tonight = { ...choice, kind: 'night' as const, from: '', to: '' };
    return (
      <>
        <FormAlert summary={null} error={outcome.error} />
        {'refusal' in outcome ? <RefusalHelp refusal={outcome.refusal} choice={choice} /> : null}
        {outcome.error.code === 'day_stay_closed' ? (
          <p>
            <Link className="button button--secondary" href={bookingPreviewPath(tonight)}>
              {t('lookForNight')}
            </Link>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div aria-busy={loading}>
      <PriceBreakdownTable price={outcome.data.price} onSwitchToFullDay={onSwitchToFullDay} />
    </div>
  );
}

export function PreviewPrice(props: Props) {
  const t = useTranslations('BookingPreview');
  return (
    <section className="booking-section" aria-labelledby="booking-price-heading">
      <h2 id="booking-price-heading">{t('priceHeading')}</h2>
      <PriceBody {...props} />
    </section>
  );
}
