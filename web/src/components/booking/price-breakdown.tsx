'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PriceBreakdown as Breakdown, PriceLine } from '../../http/api-schema';
import { useMoney } from '../bay/price-list';

// The server's price for the stay, line by line, VAT included (spec §1; never computed here),
// and for a day stay the full-day offer when a full day costs the same or less (spec §4).

type Props = {
  price: Breakdown;
  /** Given while the boater can still switch a day stay to a full day. */
  onSwitchToFullDay?: () => void;
};

function useLineLabel() {
  const t = useTranslations('BookingPreview');
  const money = useMoney();
  return (line: PriceLine) => {
    const unit = money(line.unit_price);
    switch (line.kind) {
      case 'day_hours':
        return t('lines.dayHours', { count: line.quantity, unit });
      case 'day_full':
        return t('lines.dayFull');
      case 'night':
        return t('lines.night', { count: line.quantity, unit });
      case 'mooring_assistance':
        return t('lines.mooringAssistance');
      case 'trash_collection':
        return t('lines.trashCollection');
    }
  };
}

function FullDayOffer({ price, onSwitch }: { price: Breakdown; onSwitch: () => void }) {
  const t = useTranslations('BookingPreview');
  const money = useMoney();
  const saving = price.full_day_saving.cents;
  return (
    <div className="alert alert--info booking-offer">
      <p>
        {saving > 0 ? t('fullDayOffer', { saving: money(price.full_day_saving) }) : t('fullDayOfferSame')}
      </p>
      <button type="button" className="button button--secondary" onClick={onSwitch}>
        {t('switchToFullDay')}
      </button>
    </div>
  );
}

export function PriceBreakdownTable({ price, onSwitchToFullDay }: Props) {
  const t = useTranslations('BookingPreview');
  const money = useMoney();
  const format = useFormatter();
  const lineLabel = useLineLabel();
  const rate = format.number(price.vat_rate_basis_points / 100, { maximumFractionDigits: 2 });
  return (
    <>
      <table className="booking-price" data-testid="booking-price">
        <caption className="visually-hidden">{t('priceCaption')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('priceItem')}</th>
            <th scope="col">{t('priceAmount')}</th>
          </tr>
        </thead>
        <tbody>
          {price.lines.map((line) => (
            <tr key={line.kind} data-line={line.kind}>
              <th scope="row">{lineLabel(line)}</th>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="booking-price__total">
            <th scope="row">{t('total')}</th>
            <td data-testid="booking-total">{money(price.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="booking-note">{t('vatIncluded', { rate, vat: money(price.vat) })}</p>
      {price.full_day_offered && onSwitchToFullDay ? (
        <FullDayOffer price={price} onSwitch={onSwitchToFullDay} />
      ) : null}
    </>
  );
}
