'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { Money, WalkUp, WalkUpOffer } from '../../http/api-schema';
import { useMoney } from '../bay/price-list';
import { CheckboxField } from '../forms/checkbox-field';
import { useBayTime } from '../../hooks/use-bay-time';

// issue 14 item 4: the stays that can start now under the bay's rules, each with the server's
// price (the day stay already at its cheapest option), and the extras the bay sells.

export type OfferPick = { offer: WalkUpOffer; assist: boolean; trash: boolean };

/** A pick made before, as the address carries it (Back from a later step). */
export type EarlierPick = { kind: WalkUpOffer['stay_kind']; nights: number; assist: boolean; trash: boolean };

const offerId = (offer: WalkUpOffer) => `qr-offer-${offer.stay_kind}-${offer.nights}`;
const offerIdOf = (offer: WalkUpOffer | undefined) => (offer === undefined ? null : offerId(offer));

function useOfferLabel(timeZone: string) {
  const t = useTranslations('QrFlow');
  const bayTime = useBayTime(timeZone);
  return (offer: WalkUpOffer) =>
    offer.stay_kind === 'day'
      ? t('offerDay', { until: bayTime.time(offer.period_end) })
      : offer.nights === 1
        ? t('offerTonight', { until: bayTime.dayAndTime(offer.period_end) })
        : t('offerNights', { nights: offer.nights, until: bayTime.dayAndTime(offer.period_end) });
}

function Extra({
  id,
  label,
  price,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  price: Money | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const money = useMoney();
  if (price === null) return null;
  return <CheckboxField id={id} label={`${label} (${money(price)})`} checked={checked} onChange={onChange} />;
}

type Props = { walkUp: WalkUp; earlier: EarlierPick | null; onChosen: (pick: OfferPick) => void };

export function OfferChoice({ walkUp, earlier, onChosen }: Props) {
  const t = useTranslations('QrFlow');
  const money = useMoney();
  const label = useOfferLabel(walkUp.time_zone);
  const earlierOffer = walkUp.offers.find(
    (offer) => offer.stay_kind === earlier?.kind && offer.nights === earlier.nights,
  );
  // Offers are compared by their id: a refreshed answer brings new objects for the same stays.
  const [pickedId, setPickedId] = useState(offerIdOf(earlierOffer ?? walkUp.offers[0]));
  const [assist, setAssist] = useState(earlier?.assist ?? false);
  const [trash, setTrash] = useState(earlier?.trash ?? false);
  if (walkUp.offers.length === 0) return <p className="alert">{t('noOffers')}</p>;
  const picked = walkUp.offers.find((offer) => offerId(offer) === pickedId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked !== undefined) onChosen({ offer: picked, assist, trash });
  }

  const sellsExtras = walkUp.mooring_assistance_price !== null || walkUp.trash_collection_price !== null;
  return (
    <form
      className="qr-offers"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby="qr-offers-heading"
    >
      <h2 id="qr-offers-heading">{t('offersHeading')}</h2>
      <fieldset className="qr-offer-list">
        <legend className="visually-hidden">{t('offersHeading')}</legend>
        {walkUp.offers.map((offer) => (
          <div className="qr-offer" key={offerId(offer)}>
            <input
              id={offerId(offer)}
              type="radio"
              name="offer"
              checked={pickedId === offerId(offer)}
              onChange={() => setPickedId(offerId(offer))}
            />
            <label htmlFor={offerId(offer)}>
              <span className="qr-offer__name">{label(offer)}</span>
              <span className="qr-offer__price">{money(offer.price.total)}</span>
            </label>
          </div>
        ))}
      </fieldset>
      {sellsExtras ? (
        <fieldset className="qr-extras">
          <legend>{t('extrasHeading')}</legend>
          <Extra
            id="qr-extra-assist"
            label={t('mooringAssistance')}
            price={walkUp.mooring_assistance_price}
            checked={assist}
            onChange={setAssist}
          />
          <Extra
            id="qr-extra-trash"
            label={t('trashCollection')}
            price={walkUp.trash_collection_price}
            checked={trash}
            onChange={setTrash}
          />
        </fieldset>
      ) : null}
      <p className="qr-actions">
        <button type="submit" className="button qr-button">
          {t('continue')}
        </button>
      </p>
    </form>
  );
}
