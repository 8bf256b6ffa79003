import { useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';
import { notBookablePin, pinSymbol } from '../../map/map-symbols';
import { SymbolIcon } from '../symbols/symbol-icon';

// The pins' shapes and labels beside the map, as on /our-symbols (spec §4), including the grey
// pin of a bay with free buoys that takes no online bookings yet.
const PIN_SYMBOLS = [
  pinSymbol('bookable'),
  pinSymbol('mostly_fcfs'),
  pinSymbol('full'),
  pinSymbol('informational'),
  notBookablePin,
  pinSymbol('sign_in_required'),
];

export function MapLegend() {
  const t = useTranslations('MapPage');
  return (
    <details className="map-legend">
      <summary>{t('legendHeading')}</summary>
      <ul className="map-legend__items">
        {PIN_SYMBOLS.map((symbol) => (
          <li key={symbol.label} className="map-legend__item">
            <SymbolIcon shape="pin" glyph={symbol.glyph} tone={symbol.tone} />
            {t(`pins.${symbol.label}`)}
          </li>
        ))}
      </ul>
      <Link href="/our-symbols">{t('legendMore')}</Link>
    </details>
  );
}
