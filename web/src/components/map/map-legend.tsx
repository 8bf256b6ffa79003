import { useTranslations } from 'next-intl';
import { Link } from '../../i18n/navigation';
import { pinSymbol } from '../../map/map-symbols';
import type { PinState } from '../../http/api-schema';
import { SymbolIcon } from '../symbols/symbol-icon';

// The pins' shapes and labels beside the map, as on /our-symbols (spec §4).
const STATES: readonly PinState[] = ['bookable', 'mostly_fcfs', 'full', 'informational', 'sign_in_required'];

export function MapLegend() {
  const t = useTranslations('MapPage');
  return (
    <details className="map-legend">
      <summary>{t('legendHeading')}</summary>
      <ul className="map-legend__items">
        {STATES.map((state) => {
          const symbol = pinSymbol(state);
          return (
            <li key={state} className="map-legend__item">
              <SymbolIcon shape="pin" glyph={symbol.glyph} tone={symbol.tone} />
              {t(`pins.${symbol.label}`)}
            </li>
          );
        })}
      </ul>
      <Link href="/our-symbols">{t('legendMore')}</Link>
    </details>
  );
}
