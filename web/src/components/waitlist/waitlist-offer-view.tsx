'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { heldBookingPath } from '../../booking/preview-query';
import { fetchWaitlistOffer } from '../../booking/waitlist-api';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useStoredSession } from '../../hooks/use-stored-session';
import type { Quote, WaitlistOffer } from '../../http/api-schema';
import { isLocale } from '../../i18n/locales';
import { useRouter } from '../../i18n/navigation';
import { FormAlert } from '../auth/form-alert';
import { QuotedStay } from '../booking/quoted-stay';
import { useHoldSubmit } from '../booking/use-hold-submit';
import { useChosenBoat } from '../map/use-chosen-boat';
import { ClosedOffer } from './closed-offer';
import { OfferCountdown } from './offer-countdown';
import '../booking/booking.css';
import './waitlist.css';

// Issue 30 item 4: /{locale}/waitlist/offers/{offerId}, the link in the offer's email and push.
// "Book this buoy" is the usual 3-minute hold with `waitlist_offer_id`, then the preview pays it
// like any booking. Another boater's offer is not found; one no longer open says so.

export function WaitlistOfferView({ offerId }: { offerId: string }) {
  const t = useTranslations('Waitlist');
  const api = useApiClient();
  const caller = useCallerKey();
  const answer = useSWR(caller === null ? null : ['waitlist-offer', caller, offerId], () =>
    fetchWaitlistOffer(api, offerId),
  );
  const [lapsed, setLapsed] = useState(false);
  const onLapsed = useCallback(() => setLapsed(true), []);

  if (answer.data === undefined) return <p role="status">{t('offerLoading')}</p>;
  if (!answer.data.ok) {
    if (answer.data.error.code === 'not_found') notFound();
    return <FormAlert summary={null} error={answer.data.error} />;
  }
  const offer = answer.data.data;
  if (offer.state !== 'open' || offer.quote === null || lapsed) return <ClosedOffer offer={offer} />;
  return <OpenOffer offer={offer} quote={offer.quote} onLapsed={onLapsed} />;
}

type OpenProps = { offer: WaitlistOffer; quote: Quote; onLapsed: () => void };

function OpenOffer({ offer, quote, onLapsed }: OpenProps) {
  const t = useTranslations('Waitlist');
  const locale = useLocale();
  const format = useFormatter();
  const router = useRouter();
  const session = useStoredSession();
  const { boats } = useChosenBoat(session.signedIn ? session.user.email : null);
  const boatName = boats.find((boat) => boat.id === offer.stay.boat_id)?.name ?? '';
  const hold = useHoldSubmit((held) => router.push(heldBookingPath(held.booking_id)));
  if (hold.problem?.error.code === 'waitlist_offer_closed') return <ClosedOffer offer={offer} />;
  const amount = format.number(quote.price.total.cents / 100, {
    style: 'currency',
    currency: quote.price.total.currency,
  });
  const book = () =>
    void hold.submit({
      ...offer.stay,
      language: isLocale(locale) ? locale : 'en',
      waitlist_offer_id: offer.offer_id,
    });
  return (
    <div className="waitlist-offer">
      <OfferCountdown keptUntil={offer.kept_until} timeZone={offer.time_zone} onLapsed={onLapsed} />
      <QuotedStay
        place={{ bayName: offer.bay_name, buoyLabel: offer.buoy_label, timeZone: offer.time_zone }}
        kind={offer.stay.stay_kind}
        quote={quote}
        boat={boatName}
        bookLabel={t('bookOffer', { amount })}
        bookTestId="book-offer"
        sending={hold.sending}
        onBook={book}
      />
      {hold.sending ? <p role="status">{t('holding')}</p> : null}
      <FormAlert summary={null} error={hold.problem?.error ?? null} />
    </div>
  );
}
