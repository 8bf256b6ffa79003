import { useFormatter, useTranslations } from 'next-intl';
import type { DayStay, Money, NightStay } from '../../http/api-schema';
import './bay.css';

// A bay's price list (spec §2, §3): day stay per hour and per full day, night stay per night and
// the extras; VAT included (spec §1). Rendered on the map (client) and the bay page (server).

export type PriceListProps = {
  dayStay: DayStay;
  nightStay: NightStay;
  mooringAssistance?: { offered: boolean; price: Money | null };
  trashCollection?: { offered: boolean; price: Money | null; time: string };
  vatRatePercent?: number;
  headingLevel?: 'h2' | 'h3';
};

export function useMoney() {
  const format = useFormatter();
  const t = useTranslations('PriceList');
  return (money: Money | null) =>
    money === null || money.cents === 0
      ? t('free')
      : format.number(money.cents / 100, { style: 'currency', currency: money.currency });
}

export function PriceList(props: PriceListProps) {
  const t = useTranslations('PriceList');
  const money = useMoney();
  const Heading = props.headingLevel ?? 'h3';
  const rows: { label: string; value: string }[] = [
    {
      label: t('dayPerHour'),
      value: props.dayStay.offered ? money(props.dayStay.price_per_hour) : t('notOffered'),
    },
    {
      label: t('dayFullDay'),
      value: props.dayStay.offered ? money(props.dayStay.price_full_day) : t('notOffered'),
    },
    {
      label: t('night'),
      value: props.nightStay.offered ? money(props.nightStay.price_per_night) : t('notOffered'),
    },
  ];
  if (props.mooringAssistance) {
    const { offered, price } = props.mooringAssistance;
    rows.push({ label: t('mooringAssistance'), value: offered ? money(price) : t('notOffered') });
  }
  if (props.trashCollection) {
    const { offered, price, time } = props.trashCollection;
    rows.push({
      label: t('trashCollection'),
      value: offered ? t('trashCollectionAt', { price: money(price), time }) : t('notOffered'),
    });
  }
  return (
    <section className="price-list">
      <Heading className="price-list__heading">{t('heading')}</Heading>
      <dl className="price-list__rows">
        {rows.map((row) => (
          <div key={row.label} className="price-list__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="price-list__note">
        {props.vatRatePercent === undefined
          ? t('vatIncluded')
          : t('vatIncludedRate', { rate: props.vatRatePercent })}
      </p>
    </section>
  );
}
