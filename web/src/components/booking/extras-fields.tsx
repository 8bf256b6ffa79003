'use client';

import { useTranslations } from 'next-intl';
import type { Bay, Extras } from '../../http/api-schema';
import { CheckboxField } from '../forms/checkbox-field';
import { useMoney } from '../bay/price-list';

// spec §1: the extras a concessionaire sells, only those this bay offers, with their prices.

type Props = {
  bay: Pick<Bay, 'mooring_assistance' | 'trash_collection'>;
  extras: Extras;
  onChange: (extras: Extras) => void;
};

export function ExtrasFields({ bay, extras, onChange }: Props) {
  const t = useTranslations('BookingPreview');
  const money = useMoney();
  const { mooring_assistance: mooring, trash_collection: trash } = bay;
  return (
    <section className="booking-section" aria-labelledby="booking-extras-heading">
      <h2 id="booking-extras-heading">{t('extrasHeading')}</h2>
      {!mooring.offered && !trash.offered ? <p>{t('extrasNone')}</p> : null}
      {mooring.offered ? (
        <CheckboxField
          id="extra-mooring-assistance"
          label={t('mooringAssistance', { price: money(mooring.price) })}
          checked={extras.mooring_assistance}
          onChange={(checked) => onChange({ ...extras, mooring_assistance: checked })}
        />
      ) : null}
      {trash.offered ? (
        <CheckboxField
          id="extra-trash-collection"
          label={t('trashCollection', { price: money(trash.price), time: trash.time })}
          checked={extras.trash_collection}
          onChange={(checked) => onChange({ ...extras, trash_collection: checked })}
        />
      ) : null}
    </section>
  );
}
