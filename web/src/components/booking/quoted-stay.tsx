'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { Quote, StayKind } from '../../http/api-schema';
import { PriceBreakdownTable } from './price-breakdown';
import { StaySummary } from './stay-summary';

// A stay offered at one buoy with its price and one button that holds it: the night after a
// booking (issue 30 item 3) and a waitlist offer (item 4).

type Props = {
  place: { bayName: string; buoyLabel: string; timeZone: string };
  kind: StayKind;
  quote: Quote;
  /** The boat, as the stay's facts name it. */
  boat: ReactNode;
  bookLabel: string;
  bookTestId: string;
  sending: boolean;
  onBook: () => void;
};

export function QuotedStay({ place, kind, quote, boat, bookLabel, bookTestId, sending, onBook }: Props) {
  const preview = useTranslations('BookingPreview');
  const priceHeading = useId();
  return (
    <>
      <StaySummary
        bayName={place.bayName}
        buoyLabel={place.buoyLabel}
        kind={kind}
        checkIn={{ instant: quote.period_start }}
        checkOut={{ instant: quote.period_end }}
        timeZone={place.timeZone}
      >
        <dt>{preview('boat')}</dt>
        <dd>{boat}</dd>
      </StaySummary>
      <section className="booking-section" aria-labelledby={priceHeading}>
        <h2 id={priceHeading}>{preview('priceHeading')}</h2>
        <PriceBreakdownTable price={quote.price} />
      </section>
      <p className="booking-actions">
        <button type="button" className="button" disabled={sending} onClick={onBook} data-testid={bookTestId}>
          {bookLabel}
        </button>
      </p>
    </>
  );
}
