'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Alternative, Booking, NextNightOffer } from '../../http/api-schema';
import { useFormatDistance } from '../../hooks/use-format-distance';

// The booked buoy is someone else's that night: free buoys for the boat, in the same bay first,
// then in the bays nearby (booking's order), each held with one tap.

type Props = {
  booking: Booking;
  offer: Pick<NextNightOffer, 'from_date' | 'to_date'>;
  alternatives: Alternative[];
  sending: boolean;
  onBook: (alternative: Alternative) => void;
};

function Choices({
  heading,
  choices,
  sending,
  onBook,
}: Omit<Props, 'booking' | 'offer' | 'alternatives'> & {
  heading: string;
  choices: Alternative[];
}) {
  const t = useTranslations('NextNight');
  const formatDistance = useFormatDistance();
  if (choices.length === 0) return null;
  return (
    <section className="booking-section">
      <h2>{heading}</h2>
      <ul className="next-night__choices">
        {choices.map((alternative) => (
          <li key={alternative.buoy_id}>
            <button
              type="button"
              className="button button--secondary next-night__choice"
              data-buoy-id={alternative.buoy_id}
              disabled={sending}
              onClick={() => onBook(alternative)}
            >
              {t('bookAlternative', {
                buoy: alternative.buoy_label,
                bay: alternative.bay_name,
                distance: formatDistance(alternative.distance_m),
              })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OtherBuoys({ booking, offer, alternatives, sending, onBook }: Props) {
  const t = useTranslations('NextNight');
  const format = useFormatter();
  // Calendar dates at the bay, written as noon UTC and read back in UTC: no zone shifts them.
  const date = (day: string) =>
    format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' });
  const sameBay = alternatives.filter((alternative) => alternative.bay_id === booking.bay_id);
  const nearby = alternatives.filter((alternative) => alternative.bay_id !== booking.bay_id);
  return (
    <>
      <div className="alert alert--info" role="status">
        <p className="alert__title">{t('takenTitle', { buoy: booking.buoy_label })}</p>
        <p>{t('takenNight', { from: date(offer.from_date), to: date(offer.to_date) })}</p>
        <p>{alternatives.length === 0 ? t('noneFree') : t('takenLead')}</p>
      </div>
      <Choices heading={t('sameBay')} choices={sameBay} sending={sending} onBook={onBook} />
      <Choices heading={t('nearbyBays')} choices={nearby} sending={sending} onBook={onBook} />
    </>
  );
}
